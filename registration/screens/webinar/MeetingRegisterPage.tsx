/**
 * Webinar register (seed section 2.4): a calendar of the meeting's coming sessions; picking a
 * day lists its times by start; choosing a time and continuing books it and goes to the booking
 * page. On narrow screens the times replace the calendar, with a way back to it.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useNavigate, useParams } from 'react-router-dom';
import { startOfMonth } from 'date-fns';
import { MonthCalendar } from '../../../shell/chrome/MonthCalendar';
import type { AppRecord } from '../../../dataProvider/types';
import { bookOccurrence, loadMeeting, loadOccurrences } from '../../api/meetings';
import { isApiFailure } from '../../api/ApiFailure';
import { useSession } from '../../session/SessionProvider';
import { useSignUp } from '../../session/SignUpStateProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { LoadingText } from '../../RouteGuards';
import { FormMessage } from '../../forms/FormMessage';
import { SubmitButton } from '../../forms/SubmitButton';
import { useMessage } from '../../forms/useMessage';
import { useT } from '../../i18n';
import { bookingPath } from '../../paths';
import { formatDate, formatTime, monthWindow, sessionDays, sessionsOn, toSession, type Session } from './sessions';

export function MeetingRegisterPage(): React.ReactNode {
  usePageTitle('webinar.register.pageTitle');
  const { meetingId = '' } = useParams();
  const { t, locale } = useT();
  const message = useMessage();
  const navigate = useNavigate();
  const { viewer } = useSession();
  const { processing, process } = useSignUp();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [meeting, setMeeting] = useState<AppRecord | null>(null);
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const [sessions, setSessions] = useState<Session[] | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string>('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    loadMeeting(meetingId).then(setMeeting, (e: unknown) => setError(isApiFailure(e) ? e.message : 'errors.api.default'));
  }, [meetingId]);
  useEffect(() => {
    let live = true;
    const { from, to } = monthWindow(month);
    setSessions(null);
    loadOccurrences(meetingId, from, to).then(
      (records) => live && setSessions(records.map(toSession)),
      (e: unknown) => live && setError(isApiFailure(e) ? e.message : 'errors.api.default'),
    );
    return () => {
      live = false;
    };
  }, [meetingId, month]);

  if (error && !meeting) return <FormMessage>{message(error)}</FormMessage>;
  if (!meeting) return <LoadingText />;
  const times = day && sessions ? sessionsOn(sessions, day) : [];
  const book = (): void => {
    if (!viewer || !chosen) return;
    process(() => bookOccurrence(meetingId, chosen, viewer))
      .then((booking) => navigate(bookingPath(meetingId, booking.attendee.id)))
      .catch((e: unknown) => setError(isApiFailure(e) ? e.message : 'errors.api.default'));
  };
  const showCalendar = !narrow || day === null;
  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), book())}>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('webinar.register.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{String(meeting.name ?? '')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('webinar.register.intro', { minutes: Number(meeting.duration ?? 0) })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
        {showCalendar && (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('webinar.register.chooseDay')}
            </Typography>
            <MonthCalendar
              initialMonth={month}
              eventDates={sessions ? sessionDays(sessions) : []}
              onSelect={(d) => {
                setDay(d);
                setChosen('');
              }}
              onMonthChange={setMonth}
              locale={locale}
              labels={{ previousMonth: t('webinar.register.previousMonth'), nextMonth: t('webinar.register.nextMonth') }}
            />
            {sessions?.length === 0 && <Typography sx={{ mt: 2 }}>{t('webinar.register.noSessions')}</Typography>}
          </Box>
        )}
        {day && (
          <Box>
            {narrow && (
              <Button onClick={() => setDay(null)} sx={{ mb: 1 }}>
                {t('webinar.register.backToCalendar')}
              </Button>
            )}
            <Typography variant="h3" component="h2" id="times-heading" gutterBottom>
              {t('webinar.register.times', { date: formatDate(new Date(`${day}T12:00:00`), locale) })}
            </Typography>
            <RadioGroup aria-labelledby="times-heading" value={chosen} onChange={(e) => setChosen(e.target.value)}>
              {times.map((s) => (
                <FormControlLabel key={s.id} value={s.id} control={<Radio />} label={`${formatTime(s.start, locale)} – ${formatTime(s.end, locale)}`} />
              ))}
            </RadioGroup>
          </Box>
        )}
      </Box>
      <FormMessage>{message(error)}</FormMessage>
      <Box sx={{ mt: 3 }}>
        <SubmitButton processing={processing} disabled={!chosen} label="webinar.register.submit" />
      </Box>
    </Box>
  );
}
