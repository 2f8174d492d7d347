/**
 * What the join page offers now (seed 2.4 and 4), re-evaluated every second on the server's clock:
 * a cancelled or rescheduled booking says so; otherwise "upcoming" with a countdown, access while
 * the window is open, or "ended". A scheduled attendee also gets reschedule (while allowed) and
 * cancel; anyone else gets the simpler view with the platform button.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { canReschedule, joinPhase, SELF_TRANSITIONS, type AttendanceStatus } from '../../../domain/webinars';
import type { TokenBooking } from '../../api/attendance';
import { FormMessage } from '../../forms/FormMessage';
import { useSession } from '../../session/SessionProvider';
import { useT } from '../../i18n';
import { meetingRegisterPath } from '../../../domain/webinarAddress';
import { joinBookPath, rescheduleBookPath } from '../../paths';
import { enterApp } from '../wizard/enterApp';
import { AccessPanel } from './AccessPanel';
import { CancelBookingButton } from './CancelBookingButton';
import { UpcomingNotice } from './UpcomingNotice';
import { useServerClock } from './useServerClock';
import type { Session } from './sessions';

export interface JoinActionsProps {
  token: string;
  booking: TokenBooking;
  session: Session;
  /** Add to `Date.now()` for the server's time. */
  offset: number;
  link: string | null;
  onAccessed(booking: TokenBooking): void;
  onChanged(booking: TokenBooking): void;
}

export function JoinActions({ token, booking, session, offset, link, onAccessed, onChanged }: JoinActionsProps): React.ReactNode {
  const { t } = useT();
  const { jwt } = useSession();
  const now = useServerClock(offset);
  const status = String(booking.attendee.attendanceStatus ?? '') as AttendanceStatus;

  if (status === 'rescheduled') {
    const current = booking.meta.currentToken;
    return (
      <Box>
        <FormMessage severity="info">{t('webinar.join.rescheduled')}</FormMessage>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          {current && (
            <Button variant="contained" component={RouterLink} to={joinBookPath(current)}>
              {t('webinar.join.goToNewBooking')}
            </Button>
          )}
          {jwt && (
            <Button variant="outlined" onClick={() => enterApp(jwt)}>
              {t('webinar.join.openApp')}
            </Button>
          )}
        </Box>
      </Box>
    );
  }
  if (status === 'cancelled') {
    const meetingId = String(booking.attendee.meetingId ?? '');
    return (
      <Box>
        <FormMessage severity="info">{t('webinar.join.cancelled')}</FormMessage>
        {meetingId && (
          <Button variant="contained" component={RouterLink} to={meetingRegisterPath(meetingId)}>
            {t('webinar.join.registerAgain')}
          </Button>
        )}
      </Box>
    );
  }
  const phase = joinPhase(session, now);
  const scheduled = status === 'scheduled';
  // The domain's own table says who may move their booking (a no-show may still reschedule).
  const reschedulable = (SELF_TRANSITIONS[status] ?? []).includes('rescheduled') && canReschedule(session, now);
  return (
    <Box>
      {phase === 'upcoming' && <UpcomingNotice start={session.start} now={now} />}
      {phase === 'open' && <AccessPanel token={token} link={link} onAccessed={onAccessed} />}
      {phase === 'ended' && <Typography sx={{ my: 2, fontWeight: 600 }}>{t('webinar.join.ended')}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 3 }}>
        {reschedulable && (
          <Link component={RouterLink} to={rescheduleBookPath(token)}>
            {t('webinar.join.reschedule')}
          </Link>
        )}
        {phase !== 'ended' && (
          <Link href={booking.meta.calendarUrl} download="webinar.ics">
            {t('webinar.book.addToCalendar')}
          </Link>
        )}
        {scheduled && phase !== 'ended' && <CancelBookingButton token={token} onCancelled={onChanged} />}
        {!scheduled && jwt && (
          <Button variant="outlined" size="large" onClick={() => enterApp(jwt)}>
            {t('webinar.join.openApp')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
