/**
 * The webinars root (seed 2.1 "meetings root"): a signed-in person's own coming bookings, each
 * leading to its booking page, and the webinars they may book, each with its next session and
 * the way to its calendar. Students and children, who do not book webinars, are told so.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { viewerFacts } from '../../../authProvider/viewer';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { grantsFor } from '../../../resources/kit/access';
import { meeting_attendees } from '../../../resources';
import { loadBookable, loadOwnBookings, type BookableMeeting, type Booking } from '../../api/meetings';
import { FormMessage } from '../../forms/FormMessage';
import { useMessage } from '../../forms/useMessage';
import { usePageTitle } from '../../layout/usePageTitle';
import { LoadingText } from '../../RouteGuards';
import { useSession } from '../../session/SessionProvider';
import { useT } from '../../i18n';
import { bookingPath } from '../../paths';
import { meetingRegisterPath } from '../../../domain/webinarAddress';
import { formatDate, formatTimeRange, toSession } from './sessions';

interface Listing {
  bookings: Booking[];
  bookable: BookableMeeting[];
}

/** A session's day and times in the viewer's language and zone. */
function useWhen(): (session: Booking['occurrence']) => { date: string; time: string } | null {
  const { locale } = useT();
  return (record) => {
    if (!record) return null;
    const s = toSession(record);
    return { date: formatDate(s.start, locale), time: formatTimeRange(s.start, s.end, locale) };
  };
}

function OwnBookings({ bookings }: { bookings: Booking[] }): React.ReactNode {
  const { t } = useT();
  const when = useWhen();
  // A session that has ended is no longer something to go to.
  const coming = bookings.filter((b) => b.occurrence && toSession(b.occurrence).end > new Date());
  if (coming.length === 0) return <Typography>{t('webinar.list.noBookings')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {coming.map(({ attendee, meeting, occurrence }) => {
        const at = when(occurrence);
        return (
          <Card component="li" key={attendee.id} variant="outlined">
            <CardContent>
              <Typography variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                {String(meeting?.name ?? '')}
              </Typography>
              {at && <Typography color="text.secondary">{`${at.date}, ${at.time}`}</Typography>}
              <Button component={RouterLink} to={bookingPath(String(attendee.meetingId), attendee.id)} sx={{ mt: 1, px: 0 }}>
                {t('webinar.list.openBooking')}
              </Button>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

function Bookable({ meetings }: { meetings: BookableMeeting[] }): React.ReactNode {
  const { t } = useT();
  const when = useWhen();
  if (meetings.length === 0) return <Typography>{t('webinar.list.noneBookable')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {meetings.map(({ meeting, next }) => {
        const at = when(next);
        const name = String(meeting.name ?? '');
        return (
          <Card component="li" key={meeting.id} variant="outlined">
            <CardContent>
              <Typography variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <Typography color="text.secondary">{t('webinar.list.duration', { minutes: Number(meeting.duration ?? 0) })}</Typography>
              {meeting.description ? <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{String(meeting.description)}</Typography> : null}
              {at && <Typography sx={{ mt: 1 }}>{t('webinar.list.nextSession', at)}</Typography>}
              <Button variant="contained" component={RouterLink} to={meetingRegisterPath(meeting.id)} aria-label={`${t('webinar.list.choose')}: ${name}`} sx={{ mt: 2 }}>
                {t('webinar.list.choose')}
              </Button>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

export function MeetingsPage(): React.ReactNode {
  usePageTitle('webinar.list.pageTitle');
  const { t } = useT();
  const message = useMessage();
  const { viewer } = useSession();
  const [listing, setListing] = useState<Listing | null>(null);
  const [error, setError] = useState<string | undefined>();
  const books = viewer !== null && grantsFor(meeting_attendees.access.create, viewerFacts(viewer)).length > 0;

  useEffect(() => {
    if (!viewer || !books) return;
    let live = true;
    Promise.all([loadOwnBookings(viewer.id), loadBookable()]).then(
      ([bookings, bookable]) => live && setListing({ bookings, bookable }),
      (e: unknown) => live && setError(isApiFailure(e) ? e.message : 'errors.api.default'),
    );
    return () => {
      live = false;
    };
  }, [viewer?.id, books]);

  const body = error ? (
    <FormMessage>{message(error)}</FormMessage>
  ) : !listing ? (
    <LoadingText />
  ) : (
    <>
      <Typography variant="h2" component="h2" sx={{ mt: 4, mb: 2 }}>
        {t('webinar.list.bookings')}
      </Typography>
      <OwnBookings bookings={listing.bookings} />
      <Typography variant="h2" component="h2" sx={{ mt: 4, mb: 2 }}>
        {t('webinar.list.bookable')}
      </Typography>
      <Bookable meetings={listing.bookable} />
    </>
  );
  return (
    <Box>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('webinar.list.title')}
      </Typography>
      {/* The invitation to book is for those who may; the others read why not instead. */}
      <Typography color={books ? 'text.secondary' : undefined}>{t(books ? 'webinar.list.intro' : 'webinar.list.notForYou')}</Typography>
      {books && body}
    </Box>
  );
}
