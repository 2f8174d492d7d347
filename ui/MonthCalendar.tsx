/**
 * Month calendar (seed 2.6): previous/next month, weekday headers from Monday, a 7-column grid of
 * days; only days with events can be chosen; the chosen day is reported; changing the month
 * clears the choice (and reports null) and reports the new month. Free of react-admin (texts and
 * locale come in as props) so the registration app's webinar booking uses it too.
 */
import { useState, type ReactElement } from 'react';
import { Box, Button, IconButton, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { addMonths, startOfMonth } from 'date-fns';
import { monthCells, weekdayDates } from './monthGrid';
import { intlLocale } from '../domain/dates';

export interface MonthCalendarProps {
  /** The month first shown (any day in it); today's month by default. */
  initialMonth?: Date;
  /** Days that have events, as 'yyyy-MM-dd'. */
  eventDates: readonly string[];
  onSelect: (date: string | null) => void;
  onMonthChange?: (monthStart: Date) => void;
  /** Interface language, e.g. en (English dates are shown en-GB, seed section 9). */
  locale: string;
  /** Accessible names of the month buttons, already translated. */
  labels: { previousMonth: string; nextMonth: string };
}

export function MonthCalendar({ initialMonth, eventDates, onSelect, onMonthChange, locale, labels }: MonthCalendarProps): ReactElement {
  const [month, setMonth] = useState(() => startOfMonth(initialMonth ?? new Date()));
  const [selected, setSelected] = useState<string | null>(null);
  const events = new Set(eventDates);
  const lang = intlLocale(locale);

  const move = (by: number): void => {
    const next = addMonths(month, by);
    setMonth(next);
    if (selected !== null) onSelect(null);
    setSelected(null);
    onMonthChange?.(next);
  };
  const choose = (date: string): void => {
    setSelected(date);
    onSelect(date);
  };
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'short' });
  const weekdayLong = new Intl.DateTimeFormat(lang, { weekday: 'long' });
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton aria-label={labels.previousMonth} onClick={() => move(-1)}>
          <ChevronLeft />
        </IconButton>
        <Typography component="h2" variant="subtitle1" aria-live="polite">
          {new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric' }).format(month)}
        </Typography>
        <IconButton aria-label={labels.nextMonth} onClick={() => move(1)}>
          <ChevronRight />
        </IconButton>
      </Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <thead>
          <tr>
            {weekdayDates().map((d) => (
              <Box component="th" scope="col" key={d.getDay()} abbr={weekdayLong.format(d)} sx={{ fontWeight: 500, fontSize: 12 }}>
                {weekday.format(d)}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthCells(month).map((week, w) => (
            <tr key={w}>
              {week.map((cell, c) => (
                <Box component="td" key={cell?.date ?? `b${w}-${c}`} sx={{ textAlign: 'center', p: 0.25 }}>
                  {cell && (
                    <Button
                      size="small"
                      // The cell's width, never wider: themes with wide button padding (the
                      // registration app's pill buttons) would otherwise overlap the next day.
                      sx={{ minWidth: 0, width: '100%', maxWidth: 44, px: 0 }}
                      disabled={!events.has(cell.date)}
                      variant={selected === cell.date ? 'contained' : events.has(cell.date) ? 'outlined' : 'text'}
                      aria-pressed={selected === cell.date}
                      onClick={() => choose(cell.date)}
                    >
                      {cell.day}
                    </Button>
                  )}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
