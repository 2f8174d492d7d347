/** The join page's header (seed 2.4): the webinar's name, the session's date and time, the host's first name. */
import Typography from '@mui/material/Typography';
import type { TokenBooking } from '../../api/attendance';
import { useT } from '../../i18n';
import { BookingFacts, type Fact } from './BookingFacts';
import { formatDate, formatTimeRange, type Session } from './sessions';

export function JoinHeader({ booking, session }: { booking: TokenBooking; session: Session }): React.ReactNode {
  const { locale } = useT();
  const host = typeof booking.host?.firstName === 'string' ? booking.host.firstName : '';
  const facts: Fact[] = [
    ['webinar.join.date', formatDate(session.start, locale)],
    ['webinar.join.time', formatTimeRange(session.start, session.end, locale)],
    ...(host ? [['webinar.join.host', host] as const] : []),
  ];
  return (
    <header>
      <Typography variant="h2" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {String(booking.meeting?.name ?? '')}
      </Typography>
      <BookingFacts facts={facts} />
    </header>
  );
}
