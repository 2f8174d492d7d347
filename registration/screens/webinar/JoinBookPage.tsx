/**
 * Join book (seed 2.4, issue 13): the page of a booking's mailed link. The header names the
 * webinar, date, time and host; below it, what the attendee may do now (JoinActions).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import { useParams } from 'react-router-dom';
import type { TokenBooking } from '../../api/attendance';
import { usePageTitle } from '../../layout/usePageTitle';
import { LoadingText } from '../../RouteGuards';
import { FormMessage } from '../../forms/FormMessage';
import { useMessage } from '../../forms/useMessage';
import { failureKey } from './bookingFailures';
import { JoinActions } from './JoinActions';
import { JoinHeader } from './JoinHeader';
import { toSession } from './sessions';
import { useTokenBooking } from './useTokenBooking';

export function JoinBookPage(): React.ReactNode {
  usePageTitle('webinar.join.pageTitle');
  const { token = '' } = useParams();
  const message = useMessage();
  const { booking, offset, failure, replace } = useTokenBooking(token);
  // Kept here, not in the access panel: access turns the view from scheduled to attended.
  const [link, setLink] = useState<string | null>(null);

  if (failure) return <FormMessage>{message(failureKey(failure))}</FormMessage>;
  if (!booking) return <LoadingText />;
  // The server always includes the session; without it there is nothing to show.
  if (!booking.occurrence) return <FormMessage>{message('webinar.join.notFound')}</FormMessage>;
  const session = toSession(booking.occurrence);
  const accessed = (next: TokenBooking): void => {
    setLink(next.meta.meetingLink ?? null);
    replace(next);
  };
  return (
    <Box>
      <JoinHeader booking={booking} session={session} />
      <JoinActions token={token} booking={booking} session={session} offset={offset} link={link} onAccessed={accessed} onChanged={replace} />
    </Box>
  );
}
