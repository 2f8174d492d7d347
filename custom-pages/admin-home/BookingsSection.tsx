/** Webinar bookings made this week (Monday to Sunday): the total and a bar per day; links to the booked (scheduled) attendees. */
import type { ReactElement } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminDashboardAttributes } from '../../domain/dashboards';
import { DayBarChart } from '../charts/DayBarChart';
import { HomeSection } from './HomeSection';
import { useFormatDate } from '../../shell/generator/useDates';
import { useAdminHomeLinks } from './adminHomeLinks';

export type Bookings = NonNullable<AdminDashboardAttributes['bookings']>;

export function BookingsSection({ bookings }: { bookings: Bookings }): ReactElement {
  const translate = useTranslate();
  const links = useAdminHomeLinks();
  const formatDate = useFormatDate();
  const weekday = (day: string): string => formatDate(day, 'weekday', 'UTC') ?? day;
  return (
    <HomeSection title={translate('adminHome.bookings.title')} to={links.list('meeting_attendees', { attendanceStatus: 'scheduled' })} linkText={translate('adminHome.bookings.viewAll')}>
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        {translate('adminHome.bookings.total', { smart_count: bookings.total })}
      </Typography>
      <DayBarChart
        title={translate('adminHome.bookings.chart')}
        dayLabel={translate('adminHome.bookings.day')}
        series={bookings.days.map((d) => ({ day: d.day, value: d.count }))}
        formatDay={weekday}
      />
    </HomeSection>
  );
}
