/**
 * What each view of the session calendar draws from the sessions grouped by local day: the month
 * as a table of weeks, the week, work week and day as a column per day (stacked on a phone), and
 * the agenda as the days that have sessions. Each session links to its page.
 */
import type { ReactElement } from 'react';
import { Box, Button, Link, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { RecordContextProvider, ReferenceField, TextField, useCreatePath, useTranslate, type RaRecord } from 'react-admin';
import { useIntlLocale } from '../../generator/useDates';
import { dayKey, type CalendarRange } from './calendarRange';

/** Sessions a month cell lists before "+ N more" (the rest are a click away in the day view). */
const MONTH_CELL_SESSIONS = 2;

export type SessionsByDay = ReadonlyMap<string, readonly RaRecord[]>;

interface BodyProps {
  range: CalendarRange;
  sessions: SessionsByDay;
  /** The month being shown (its other days are greyed). */
  month?: number;
  openDay(day: Date): void;
}

function useFormat(): { time(value: unknown): string; day(date: Date, style: 'short' | 'long'): string; weekday(date: Date): string } {
  const locale = useIntlLocale();
  return {
    time: (value) => new Date(String(value)).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }),
    day: (date, style) => date.toLocaleDateString(locale, style === 'long' ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } : { weekday: 'short', day: 'numeric', month: 'short' }),
    weekday: (date) => date.toLocaleDateString(locale, { weekday: 'short' }),
  };
}

/** One session: its start and end time and its webinar's name, linking to the session's page. */
function SessionItem({ session }: { session: RaRecord }): ReactElement {
  const createPath = useCreatePath();
  const format = useFormat();
  return (
    <RecordContextProvider value={session}>
      <Link component={RouterLink} to={createPath({ resource: 'meeting_occurrences', id: session.id, type: 'edit' })} sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {format.time(session.startDate)}–{format.time(session.endDate)}
        </Box>{' '}
        {typeof session.name === 'string' && session.name !== '' ? (
          session.name
        ) : (
          <ReferenceField source="meetingId" reference="meetings" link={false}>
            <TextField source="name" />
          </ReferenceField>
        )}
      </Link>
    </RecordContextProvider>
  );
}

function SessionList({ sessions }: { sessions: readonly RaRecord[] }): ReactElement {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {sessions.map((s) => (
        <li key={s.id}>
          <SessionItem session={s} />
        </li>
      ))}
    </Box>
  );
}

export function MonthBody({ range, sessions, month, openDay }: BodyProps): ReactElement {
  const translate = useTranslate();
  const format = useFormat();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const weeks = Array.from({ length: range.days.length / 7 }, (_, w) => range.days.slice(w * 7, w * 7 + 7));
  return (
    <Box component="table" sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', '& td, & th': { border: 1, borderColor: 'divider', verticalAlign: 'top', p: 0.5 } }}>
      <thead>
        <tr>
          {weeks[0]!.map((d) => (
            <th key={d.getDay()} scope="col">
              {format.weekday(d)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={dayKey(week[0]!)}>
            {week.map((d) => {
              const own = sessions.get(dayKey(d)) ?? [];
              const shown = narrow ? [] : own.slice(0, MONTH_CELL_SESSIONS);
              const hidden = own.length - shown.length;
              return (
                <Box component="td" key={dayKey(d)} sx={{ height: { xs: 56, md: 96 }, color: d.getMonth() === month ? 'text.primary' : 'text.secondary' }}>
                  <Box sx={{ fontWeight: 600 }}>{d.getDate()}</Box>
                  <SessionList sessions={shown} />
                  {hidden > 0 && (
                    <Button size="small" onClick={() => openDay(d)} aria-label={`${format.day(d, 'long')}: ${translate('meetings.calendar.sessions', { count: own.length })}`} sx={{ minWidth: 0, px: 0.5 }}>
                      {narrow ? hidden : translate('meetings.calendar.more', { count: hidden })}
                    </Button>
                  )}
                </Box>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** The week, the work week or the day: a column per day from tablet width, one under another below. */
export function DaysBody({ range, sessions }: BodyProps): ReactElement {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: `repeat(${range.days.length}, minmax(0, 1fr))` } }}>
      {range.days.map((d) => {
        const own = sessions.get(dayKey(d)) ?? [];
        return (
          <Box component="section" key={dayKey(d)} aria-label={format.day(d, 'long')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, minHeight: { md: 160 } }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {format.day(d, range.days.length === 1 ? 'long' : 'short')}
            </Typography>
            {own.length > 0 ? <SessionList sessions={own} /> : <Typography variant="body2" color="text.secondary">{translate('meetings.calendar.noneThatDay')}</Typography>}
          </Box>
        );
      })}
    </Box>
  );
}

/** The agenda: only the days with sessions, each a heading over its sessions. */
export function AgendaBody({ range, sessions }: BodyProps): ReactElement {
  const translate = useTranslate();
  const format = useFormat();
  const days = range.days.filter((d) => (sessions.get(dayKey(d)) ?? []).length > 0);
  if (days.length === 0) return <Typography color="text.secondary">{translate('meetings.calendar.noneInAgenda', { count: range.days.length })}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {days.map((d) => (
        <Box component="section" key={dayKey(d)} aria-label={format.day(d, 'long')}>
          <Typography variant="subtitle2" component="h3">
            {format.day(d, 'long')}
          </Typography>
          <SessionList sessions={sessions.get(dayKey(d)) ?? []} />
        </Box>
      ))}
    </Box>
  );
}
