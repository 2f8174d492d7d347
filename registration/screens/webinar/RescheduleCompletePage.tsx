/**
 * Reschedule complete (seed 2.4), under the NEW booking's token: the new session's date, time and
 * zone, its calendar file (public by token, so a plain download link), and the ways on.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { usePageTitle } from '../../layout/usePageTitle';
import { LoadingText } from '../../RouteGuards';
import { FormMessage } from '../../forms/FormMessage';
import { useMessage } from '../../forms/useMessage';
import { useSession } from '../../session/SessionProvider';
import { useT } from '../../i18n';
import { joinBookPath } from '../../paths';
import { enterApp } from '../wizard/enterApp';
import { failureKey } from './bookingFailures';
import { BookingFacts } from './BookingFacts';
import { formatDate, formatTimeRange, formatZoneName, toSession } from './sessions';
import { useTokenBooking } from './useTokenBooking';

export function RescheduleCompletePage(): React.ReactNode {
  usePageTitle('webinar.reschedule.completePageTitle');
  const { token = '' } = useParams();
  const { t, locale } = useT();
  const message = useMessage();
  const { jwt } = useSession();
  const { booking, failure } = useTokenBooking(token);

  if (failure) return <FormMessage>{message(failureKey(failure))}</FormMessage>;
  if (!booking) return <LoadingText />;
  // The server always includes the session; without it there is nothing to show.
  if (!booking.occurrence) return <FormMessage>{message('webinar.join.notFound')}</FormMessage>;
  const session = toSession(booking.occurrence);
  return (
    <Box>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('webinar.reschedule.completeTitle')}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{t('webinar.reschedule.completeIntro', { name: String(booking.meeting?.name ?? '') })}</Typography>
      <BookingFacts
        facts={[
          ['webinar.join.date', formatDate(session.start, locale)],
          ['webinar.join.time', formatTimeRange(session.start, session.end, locale)],
          ['webinar.reschedule.zone', formatZoneName(session.start, locale, 'long')],
        ]}
      />
      <Link href={booking.meta.calendarUrl} download="webinar.ics">
        {t('webinar.reschedule.addToCalendar')}
      </Link>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
        <Button variant="contained" size="large" component={RouterLink} to={joinBookPath(token)}>
          {t('webinar.reschedule.toJoin')}
        </Button>
        {jwt && (
          <Button variant="outlined" size="large" onClick={() => enterApp(jwt)}>
            {t('webinar.reschedule.openApp')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
