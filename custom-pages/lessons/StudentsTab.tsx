/**
 * Students (seed 2.6; issue 25): a live grid of every student of the lesson's class, joined or
 * not (guests of a class-less lesson as they join), with their step, whether they answered its
 * task and when they were last seen, from `GET /lessons/{id}/progress` (useLessonProgress, read
 * again on live events). Sortable by each column (buttons in the headings, `aria-sort` on the
 * sorted one); at phone widths the table stays within the page (fixed layout, text wraps). Shared
 * names are numbered over the whole roster (progressRows.ts); the lesson's teacher and their
 * school's admins may release a joined student so another device can take the name.
 */
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Alert, Box, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { mayReleaseName } from '../../domain/lessonNames';
import { PROGRESS_SORT_KEYS, sortProgressRows, type ProgressRow, type ProgressSortKey, type SortDirection } from '../../domain/lessonProgress';
import { useViewerFacts } from '../../shell/generator/viewer';
import type { LessonView } from './lessonRecords';
import { lastSeenText, progressRows, stepPlace } from './progressRows';
import { ReleaseStudentButton } from './ReleaseStudentButton';
import type { LoadedProgress } from './useLessonProgress';

/** How often "2 minutes ago" is worked out again while the tab is open. */
const CLOCK_TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Compact at phone widths: small type and padding, every cell wrapping within a fixed layout. */
const CELL = { px: { xs: 0.5, sm: 1.5 }, py: 0.75, fontSize: { xs: '0.8rem', sm: '0.875rem' }, overflowWrap: 'anywhere', verticalAlign: 'top' } as const;
const WIDTHS: Record<ProgressSortKey | 'actions', string> = { name: '26%', joined: '15%', step: '23%', answered: '16%', lastSeen: '20%', actions: '18%' };
const dash = <span aria-hidden>—</span>;

function StepCell({ row, view }: { row: ProgressRow; view: LessonView }): ReactNode {
  const translate = useTranslate();
  if (!row.joined) return dash;
  const place = row.stepIndex === null ? null : stepPlace(view.activities, row.stepIndex);
  if (!place) return translate('studentsGrid.noStep');
  const label = place.task === null ? translate('studentsGrid.activity', { activity: place.activity }) : translate('studentsGrid.activityTask', { activity: place.activity, task: place.task });
  return (
    <>
      {label}
      {place.name && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontSize: 'inherit' }}>
          {place.name}
        </Typography>
      )}
    </>
  );
}

function answeredText(row: ProgressRow, translate: ReturnType<typeof useTranslate>): ReactNode {
  if (!row.joined) return dash;
  if (row.answered === null) return translate('studentsGrid.nothingToAnswer');
  return translate(row.answered ? 'studentsGrid.answered' : 'studentsGrid.notAnswered');
}

function GridRow({ row, view, now, mayRelease, onReleased }: { row: ProgressRow; view: LessonView; now: number; mayRelease: boolean; onReleased: () => void }): ReactElement {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ ...CELL, fontWeight: 500 }}>
        {row.name}
      </TableCell>
      <TableCell sx={CELL}>{translate(row.joined ? 'studentsGrid.joined' : 'studentsGrid.notJoined')}</TableCell>
      <TableCell sx={CELL}>
        <StepCell row={row} view={view} />
      </TableCell>
      <TableCell sx={CELL}>{answeredText(row, translate)}</TableCell>
      <TableCell sx={CELL}>
        {row.lastSeen === null ? (
          translate('studentsGrid.neverSeen')
        ) : (
          <time dateTime={new Date(row.lastSeen).toISOString()} title={new Date(row.lastSeen).toLocaleString(locale)}>
            {lastSeenText(row.lastSeen, now, locale)}
          </time>
        )}
      </TableCell>
      {mayRelease && (
        <TableCell sx={CELL}>
          {row.joined && <ReleaseStudentButton lessonId={view.lesson.id} studentId={row.id} name={row.name} onReleased={onReleased} />}
        </TableCell>
      )}
    </TableRow>
  );
}

export function StudentsTab({ view, progress, onChanged }: { view: LessonView; progress: LoadedProgress; onChanged?: () => void }): ReactElement {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const viewer = useViewerFacts();
  const now = useNow();
  const [sort, setSort] = useState<{ key: ProgressSortKey; direction: SortDirection }>({ key: 'name', direction: 'asc' });
  const { lesson } = view;
  if (progress.state === 'loading') return <CircularProgress aria-label={translate('shell.loading')} />;
  if (progress.state === 'failed') return <Alert severity="error">{translate('studentsGrid.loadFailed')}</Alert>;
  const rows = progressRows(progress.records, view.activities, translate('lessonsPage.report.unknownStudent'));
  if (rows.length === 0) return <Typography>{translate('studentsGrid.none')}</Typography>;
  const mayRelease = viewer !== undefined && lesson.state === 'active' && mayReleaseName(viewer, { teacherId: lesson.teacherId, organizationId: lesson.organizationId });
  const sorted = sortProgressRows(rows, sort.key, sort.direction, locale);
  const sortBy = (key: ProgressSortKey): void =>
    setSort((current) => ({ key, direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc' }));
  return (
    <Box>
      <Typography aria-live="polite" sx={{ mb: 1 }}>
        {translate('studentsGrid.summary', { joined: rows.filter((r) => r.joined).length, total: rows.length })}
      </Typography>
      <Table size="small" aria-label={translate('studentsGrid.label')} sx={{ tableLayout: 'fixed', width: '100%' }}>
        <TableHead>
          <TableRow>
            {PROGRESS_SORT_KEYS.map((key) => (
              <TableCell key={key} sx={{ ...CELL, width: WIDTHS[key] }} sortDirection={sort.key === key ? sort.direction : false}>
                <TableSortLabel active={sort.key === key} direction={sort.key === key ? sort.direction : 'asc'} onClick={() => sortBy(key)} sx={{ overflowWrap: 'anywhere' }}>
                  {translate(`studentsGrid.columns.${key}`)}
                </TableSortLabel>
              </TableCell>
            ))}
            {mayRelease && <TableCell sx={{ ...CELL, width: WIDTHS.actions }}>{translate('studentsGrid.columns.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => (
            <GridRow key={row.id} row={row} view={view} now={now} mayRelease={mayRelease} onReleased={() => onChanged?.()} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
