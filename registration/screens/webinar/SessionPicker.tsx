/**
 * A meeting's coming sessions as a month calendar and the chosen day's times (seed 2.4), shared
 * by register and reschedule. It loads each shown month itself; `exclude` leaves out the session
 * being moved, and `from` (the server's time on the reschedule page) hides sessions already begun.
 * The calendar opens on the month of the first session ahead, not on an empty month before it.
 * On narrow screens the times replace the calendar, with a way back to it.
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
import { startOfMonth } from 'date-fns';
import { MonthCalendar } from '../../../ui/MonthCalendar';
import { firstSessionAfter, loadOccurrences } from '../../api/meetings';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { useT } from '../../i18n';
import { formatDate, formatTimeRange, monthWindow, sessionDays, sessionsOn, toSession, type Session } from './sessions';

export interface SessionPickerProps {
  meetingId: string;
  /** The chosen session's id, '' for none. */
  value: string;
  onChange(occurrenceId: string): void;
  /** A catalogue key or the server's text when a month fails to load. */
  onError(message: string): void;
  exclude?: string | undefined;
  from?: Date | undefined;
}

export function SessionPicker({ meetingId, value, onChange, onError, exclude, from }: SessionPickerProps): React.ReactNode {
  const { t, locale } = useT();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Fixed at mount: a ticking `from` would reload the month every second.
  const [earliest] = useState(() => from ?? new Date());
  // Null until the first session ahead is known: then its month (this month when none is ahead).
  const [month, setMonth] = useState<Date | null>(null);
  const [noneAhead, setNoneAhead] = useState(false);
  const [sessions, setSessions] = useState<Session[] | null>(null);
  const [day, setDay] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    firstSessionAfter(meetingId, earliest, exclude).then(
      (first) => {
        if (!live) return;
        setNoneAhead(first === null);
        setMonth(startOfMonth(first ?? earliest));
      },
      (e: unknown) => {
        if (!live) return;
        setMonth(startOfMonth(earliest));
        onError(isApiFailure(e) ? e.message : 'errors.api.default');
      },
    );
    return () => {
      live = false;
    };
  }, [meetingId, exclude, earliest]);

  useEffect(() => {
    if (!month) return;
    let live = true;
    const window = monthWindow(month, earliest);
    setSessions(null);
    loadOccurrences(meetingId, window.from, window.to).then(
      (records) => live && setSessions(records.map(toSession).filter((s) => s.id !== exclude && s.start > earliest)),
      (e: unknown) => live && onError(isApiFailure(e) ? e.message : 'errors.api.default'),
    );
    return () => {
      live = false;
    };
  }, [meetingId, month, exclude, earliest]);

  const times = day && sessions ? sessionsOn(sessions, day) : [];
  const showCalendar = !narrow || day === null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 3 }}>
      {showCalendar && month && (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('webinar.register.chooseDay')}
          </Typography>
          <MonthCalendar
            initialMonth={month}
            eventDates={sessions ? sessionDays(sessions) : []}
            onSelect={(d) => {
              setDay(d);
              onChange('');
            }}
            onMonthChange={setMonth}
            locale={locale}
            labels={{ previousMonth: t('webinar.register.previousMonth'), nextMonth: t('webinar.register.nextMonth') }}
          />
          {sessions?.length === 0 && <Typography sx={{ mt: 2 }}>{t(noneAhead ? 'webinar.register.noneAhead' : 'webinar.register.noSessions')}</Typography>}
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
          <RadioGroup aria-labelledby="times-heading" value={value} onChange={(e) => onChange(e.target.value)}>
            {times.map((s) => (
              <FormControlLabel key={s.id} value={s.id} control={<Radio />} label={formatTimeRange(s.start, s.end, locale)} />
            ))}
          </RadioGroup>
        </Box>
      )}
    </Box>
  );
}
