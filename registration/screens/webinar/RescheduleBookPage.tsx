/**
 * Reschedule book (seed 2.4 and 4): the meeting's other coming sessions in the shared calendar,
 * the warning of how many bookings this person has, and the move, which ends on reschedule
 * complete under the new booking's token. A booking that may not move says so.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { rescheduleBooking } from '../../api/attendance';
import { usePageTitle } from '../../layout/usePageTitle';
import { LoadingText } from '../../RouteGuards';
import { FormMessage } from '../../forms/FormMessage';
import { SubmitButton } from '../../forms/SubmitButton';
import { useMessage } from '../../forms/useMessage';
import { useSignUp } from '../../session/SignUpStateProvider';
import type { ValidationMessage } from '../../../resources/kit/messages';
import { useT } from '../../i18n';
import { joinBookPath, rescheduleCompletePath } from '../../paths';
import { failureKey, moveFailure } from './bookingFailures';
import { SessionPicker } from './SessionPicker';
import { formatDate, formatTimeRange, toSession } from './sessions';
import { useTokenBooking } from './useTokenBooking';

export function RescheduleBookPage(): React.ReactNode {
  usePageTitle('webinar.reschedule.pageTitle');
  const { token = '' } = useParams();
  const { t, locale } = useT();
  const message = useMessage();
  const navigate = useNavigate();
  const { processing, process } = useSignUp();
  const { booking, offset, failure } = useTokenBooking(token);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<ValidationMessage | string | undefined>();

  if (failure) return <FormMessage>{message(failureKey(failure))}</FormMessage>;
  if (!booking) return <LoadingText />;
  // The server always includes the session; without it there is nothing to show.
  if (!booking.occurrence) return <FormMessage>{message('webinar.join.notFound')}</FormMessage>;
  const session = toSession(booking.occurrence);
  const back = (
    <Link component={RouterLink} to={joinBookPath(token)}>
      {t('webinar.reschedule.backToJoin')}
    </Link>
  );
  const heading = (
    <>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('webinar.reschedule.title')}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{String(booking.meeting?.name ?? '')}</Typography>
      <Typography sx={{ mb: 2 }}>
        {t('webinar.reschedule.current', { date: formatDate(session.start, locale), time: formatTimeRange(session.start, session.end, locale) })}
      </Typography>
    </>
  );
  if (!booking.meta.canReschedule)
    return (
      <Box>
        {heading}
        <FormMessage severity="info">{t('webinar.reschedule.closed')}</FormMessage>
        {back}
      </Box>
    );

  const submit = (): void => {
    if (!chosen) return;
    setError(undefined);
    process(() => rescheduleBooking(token, chosen))
      .then((moved) => navigate(rescheduleCompletePath(moved.token)))
      .catch((e: unknown) => setError(moveFailure(e)));
  };
  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), submit())}>
      {heading}
      <FormMessage severity="warning">{t('webinar.reschedule.bookings', { count: booking.meta.scheduledBookings })}</FormMessage>
      <SessionPicker
        meetingId={String(booking.attendee.meetingId ?? '')}
        exclude={booking.occurrence.id}
        from={new Date(Date.now() + offset)}
        value={chosen}
        onChange={setChosen}
        onError={setError}
      />
      <FormMessage>{message(error)}</FormMessage>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3, mt: 3 }}>
        <SubmitButton processing={processing} disabled={!chosen} label="webinar.reschedule.submit" />
        {back}
      </Box>
    </Box>
  );
}
