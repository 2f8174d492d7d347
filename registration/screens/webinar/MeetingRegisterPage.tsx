/**
 * Webinar register (seed section 2.4): a calendar of the meeting's coming sessions; picking a
 * day lists its times by start; choosing a time and continuing books it and goes to the booking
 * page. The calendar and times are the SessionPicker, shared with reschedule.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import type { AppRecord } from '../../../dataProvider/types';
import { bookOccurrence, loadMeeting } from '../../api/meetings';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { useSession } from '../../session/SessionProvider';
import { useSignUp } from '../../session/SignUpStateProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { LoadingText } from '../../RouteGuards';
import { FormMessage } from '../../forms/FormMessage';
import { SubmitButton } from '../../forms/SubmitButton';
import { useMessage } from '../../forms/useMessage';
import { useT } from '../../i18n';
import { bookingPath } from '../../paths';
import { SessionPicker } from './SessionPicker';

export function MeetingRegisterPage(): React.ReactNode {
  usePageTitle('webinar.register.pageTitle');
  const { meetingId = '' } = useParams();
  const { t } = useT();
  const message = useMessage();
  const navigate = useNavigate();
  const { viewer } = useSession();
  const { processing, process } = useSignUp();
  const [meeting, setMeeting] = useState<AppRecord | null>(null);
  const [chosen, setChosen] = useState<string>('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    loadMeeting(meetingId).then(setMeeting, (e: unknown) => setError(isApiFailure(e) ? e.message : 'errors.api.default'));
  }, [meetingId]);
  if (error && !meeting) return <FormMessage>{message(error)}</FormMessage>;
  if (!meeting) return <LoadingText />;
  const book = (): void => {
    if (!viewer || !chosen) return;
    process(() => bookOccurrence(meetingId, chosen))
      .then((booking) => navigate(bookingPath(meetingId, booking.attendee.id)))
      .catch((e: unknown) => setError(isApiFailure(e) ? e.message : 'errors.api.default'));
  };
  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), book())}>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('webinar.register.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{String(meeting.name ?? '')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('webinar.register.intro', { minutes: Number(meeting.duration ?? 0) })}
      </Typography>
      <SessionPicker meetingId={meetingId} value={chosen} onChange={setChosen} onError={setError} />
      <FormMessage>{message(error)}</FormMessage>
      <Box sx={{ mt: 3 }}>
        <SubmitButton processing={processing} disabled={!chosen} label="webinar.register.submit" />
      </Box>
    </Box>
  );
}
