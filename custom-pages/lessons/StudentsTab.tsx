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
import { Alert, Box, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, Typography, useMediaQuery, type Theme } from '@mui/material';
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

/**
 * Compact at phone widths: small type and padding, cells wrapping at spaces within a fixed layout
 * (a long unbroken name anywhere), the Release action under the name rather than in a column of
 * its own, and only the sorted column's arrow shown, so five columns fit 420 px.
 */
const CELL = { px: { xs: 0.5, sm: 1.5 }, py: 0.75, fontSize: { xs: '0.75rem', sm: '0.875rem' }, overflowWrap: 'break-word', hyphens: 'auto', verticalAlign: 'top' } as const;
const WIDTHS: Record<ProgressSortKey | 'actions', string> = { name: '26%', joined: '16%', step: '22%', answered: '18%', lastSeen: '18%', actions: '16%' };
const HIDE_IDLE_ARROW = { '& .MuiTableSortLabel-icon': { display: { xs: 'none', sm: 'inline-block' } }, '&.Mui-active .MuiTableSortLabel-icon': { display: 'inline-block' } } as const;
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

interface GridRowProps {
  row: ProgressRow;
  view: LessonView;
  now: number;
  mayRelease: boolean;
  /** Phone widths: the Release action sits under the name. */
  compact: boolean;
  onReleased: () => void;
}

function GridRow({ row, view, now, mayRelease, compact, onReleased }: GridRowProps): ReactElement {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const release = mayRelease && row.joined ? <ReleaseStudentButton lessonId={view.lesson.id} studentId={row.id} name={row.name} onReleased={onReleased} /> : null;
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ ...CELL, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {row.name}
        {compact && release && <Box sx={{ ml: -0.5 }}>{release}</Box>}
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
      {mayRelease && !compact && <TableCell sx={CELL}>{release}</TableCell>}
    </TableRow>
  );
}

export function StudentsTab({ view, progress, onChanged }: { view: LessonView; progress: LoadedProgress; onChanged?: () => void }): ReactElement {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const viewer = useViewerFacts();
  const now = useNow();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
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
                <TableSortLabel active={sort.key === key} direction={sort.key === key ? sort.direction : 'asc'} onClick={() => sortBy(key)} sx={HIDE_IDLE_ARROW}>
                  {translate(`studentsGrid.columns.${key}`)}
                </TableSortLabel>
              </TableCell>
            ))}
            {mayRelease && !compact && <TableCell sx={{ ...CELL, width: WIDTHS.actions }}>{translate('studentsGrid.columns.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => (
            <GridRow key={row.id} row={row} view={view} now={now} mayRelease={mayRelease} compact={compact} onReleased={() => onChanged?.()} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
