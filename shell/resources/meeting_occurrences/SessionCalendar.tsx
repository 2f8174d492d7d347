/**
 * The console's webinar sessions as a calendar (issue 27): month, week, work week, day and agenda
 * views, Today / Back / Next, and each session linking to its page. The view is remembered in the
 * react-admin store; the sessions are those the server lists for the shown days (its start_date
 * and end_date filters), with their webinar included for its name.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { Alert, Box, Button, ButtonGroup, CircularProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useGetList, useStore, useTranslate, type RaRecord } from 'react-admin';
import { useIntlLocale } from '../../generator/useDates';
import { PAGE_SIZE_MAX } from '../../../domain/constants';
import { AgendaBody, DaysBody, MonthBody, type SessionsByDay } from './CalendarBodies';
import { CALENDAR_VIEWS, dayKey, isCalendarView, rangeOf, serverWindow, startOfDay, stepFrom, type CalendarRange, type CalendarView } from './calendarRange';

const INCLUDE = { include: ['meeting'] };

function groupByDay(sessions: readonly RaRecord[]): SessionsByDay {
  const byDay = new Map<string, RaRecord[]>();
  for (const s of sessions) {
    const key = dayKey(new Date(String(s.startDate)));
    byDay.set(key, [...(byDay.get(key) ?? []), s]);
  }
  for (const list of byDay.values()) list.sort((a, b) => String(a.startDate).localeCompare(String(b.startDate)));
  return byDay;
}

/** "December 2026", "30 Nov – 6 Dec 2026" or "Wednesday 2 December 2026", in the console's language. */
function titleOf(view: CalendarView, anchor: Date, range: CalendarRange, locale: string): string {
  if (view === 'month') return anchor.toLocaleDateString(locale, { month: 'long', year: 'numeric' });
  if (view === 'day') return anchor.toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(range.first, range.last);
}

export function SessionCalendar(): ReactElement {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const [stored, setView] = useStore<CalendarView>('meeting_occurrences.calendar.view', 'month');
  const view = isCalendarView(stored) ? stored : 'month';
  const [anchor, setAnchor] = useState(() => startOfDay(new Date()));
  const range = useMemo(() => rangeOf(view, anchor), [view, anchor]);
  const { data, isPending, error } = useGetList('meeting_occurrences', {
    filter: serverWindow(range),
    pagination: { page: 1, perPage: PAGE_SIZE_MAX },
    sort: { field: 'startDate', order: 'ASC' },
    meta: INCLUDE,
  });
  const sessions = useMemo(() => groupByDay(data ?? []), [data]);
  const openDay = (day: Date): void => {
    setAnchor(day);
    setView('day');
  };
  const Body = view === 'month' ? MonthBody : view === 'agenda' ? AgendaBody : DaysBody;

  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <ButtonGroup variant="outlined" size="small">
          <Button onClick={() => setAnchor(startOfDay(new Date()))}>{translate('meetings.calendar.today')}</Button>
          <Button onClick={() => setAnchor(stepFrom(view, anchor, -1))}>{translate('meetings.calendar.back')}</Button>
          <Button onClick={() => setAnchor(stepFrom(view, anchor, 1))}>{translate('meetings.calendar.next')}</Button>
        </ButtonGroup>
        <Typography variant="h6" component="h2" aria-live="polite" sx={{ flexGrow: 1, minWidth: 0 }}>
          {titleOf(view, anchor, range, locale)}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next: unknown) => isCalendarView(next) && setView(next)} aria-label={translate('meetings.calendar.viewsLabel')} sx={{ flexWrap: 'wrap' }}>
          {CALENDAR_VIEWS.map((v) => (
            <ToggleButton key={v} value={v}>
              {translate(`meetings.calendar.views.${v}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {error ? (
        <Alert severity="error">{translate('errors.api.default')}</Alert>
      ) : isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <Body range={range} sessions={sessions} month={anchor.getMonth()} openDay={openDay} />
      )}
    </Box>
  );
}
