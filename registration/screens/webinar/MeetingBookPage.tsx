/**
 * Webinar booked (seed section 2.4): the confirmation with location, date and time, an
 * add-to-calendar file (the server's), and buttons to open the platform or invite colleagues.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { loadAttendee, type Booking } from '../../api/meetings';
import { useSession } from '../../session/SessionProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { LoadingText } from '../../RouteGuards';
import { FormMessage } from '../../forms/FormMessage';
import { useT } from '../../i18n';
import { bookingInvitePath } from '../../paths';
import { enterApp } from '../wizard/enterApp';
import { formatDate, formatTimeRange, toSession } from './sessions';
import { BookingCalendarLink } from './BookingCalendarLink';
import { BookingFacts, type Fact } from './BookingFacts';

export function MeetingBookPage(): React.ReactNode {
  usePageTitle('webinar.book.pageTitle');
  const { meetingId = '', attendeeId = '' } = useParams();
  const { t, locale } = useT();
  const { jwt } = useSession();
  const [booking, setBooking] = useState<Booking | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadAttendee(meetingId, attendeeId).then(setBooking, () => setFailed(true));
  }, [meetingId, attendeeId]);

  if (failed) return <FormMessage>{t('webinar.book.notFound')}</FormMessage>;
  if (!booking?.occurrence) return <LoadingText />;
  const session = toSession(booking.occurrence);
  const name = String(booking.meeting?.name ?? '');
  const facts: Fact[] = [
    ['webinar.book.location', t('webinar.book.online')],
    ['webinar.book.date', formatDate(session.start, locale)],
    ['webinar.book.time', formatTimeRange(session.start, session.end, locale)],
  ];
  return (
    <Box>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('webinar.book.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('webinar.book.intro', { name })}</Typography>
      <BookingFacts facts={facts} />
      <BookingCalendarLink meetingId={meetingId} attendeeId={attendeeId} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
        <Button variant="contained" size="large" onClick={() => jwt && enterApp(jwt)}>
          {t('webinar.book.openApp')}
        </Button>
        <Button variant="outlined" size="large" component={RouterLink} to={bookingInvitePath(meetingId, attendeeId)}>
          {t('webinar.book.invite')}
        </Button>
      </Box>
    </Box>
  );
}
