/**
 * The lessons list's rows: a table from the tablet width up, and below it one card per lesson
 * (as the generated lists do, shell/generator/RecordRows.tsx), so on a phone the passphrase reads
 * whole and End / Restart are reachable without scrolling sideways. A passphrase never breaks at
 * its hyphens ("crab-/angry-46"): the class types it as one.
 */
import type { ReactElement } from 'react';
import { Box, Button, Card, CardActions, CardContent, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate, type RaRecord } from 'react-admin';
import { lessonPath } from './paths';

/** A lesson as its row shows it, every text already worked out. */
export interface LessonRow {
  lesson: RaRecord;
  planName: string;
  className: string;
  started: string;
  ended: string;
}

export interface LessonRowsProps {
  rows: readonly LessonRow[];
  busy: boolean;
  onEnd: (lesson: RaRecord) => void;
  onRestart: (lesson: RaRecord) => void;
}

const PASSPHRASE_SX = { fontFamily: 'monospace', fontSize: '1rem', whiteSpace: 'nowrap' } as const;
const COLUMNS = ['plan', 'class', 'mode', 'state', 'passphrase', 'started', 'ended', 'actions'] as const;

function LessonActions({ row, busy, onEnd, onRestart }: { row: LessonRow } & Omit<LessonRowsProps, 'rows'>): ReactElement {
  const translate = useTranslate();
  const named = (action: string): string => translate('lessonsPage.actions.named', { action: translate(`lessonsPage.actions.${action}`), name: row.planName });
  return (
    <>
      {row.lesson.state === 'active' && (
        <Button size="small" color="error" aria-label={named('end')} disabled={busy} onClick={() => onEnd(row.lesson)}>
          {translate('lessonsPage.actions.end')}
        </Button>
      )}
      <Button size="small" aria-label={named('restart')} disabled={busy} onClick={() => onRestart(row.lesson)}>
        {translate('lessonsPage.actions.restart')}
      </Button>
    </>
  );
}

function PlanLink({ row }: { row: LessonRow }): ReactElement {
  const basename = useBasename();
  return (
    <Link component={RouterLink} to={lessonPath(basename, row.lesson.id)}>
      {row.planName}
    </Link>
  );
}

export function LessonsTable({ rows, ...actions }: LessonRowsProps): ReactElement {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('lessonsPage.title')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c}>{translate(`lessonsPage.columns.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.lesson.id}>
              <TableCell>
                <PlanLink row={row} />
              </TableCell>
              <TableCell>{row.className}</TableCell>
              <TableCell>{translate(`lessonsPage.modes.${String(row.lesson.mode)}`)}</TableCell>
              <TableCell>{translate(`lessonsPage.states.${String(row.lesson.state)}`)}</TableCell>
              <TableCell sx={PASSPHRASE_SX}>{String(row.lesson.passphrase ?? '')}</TableCell>
              <TableCell>{row.started}</TableCell>
              <TableCell>{row.ended}</TableCell>
              <TableCell>
                <Stack direction="row" sx={{ gap: 0.5 }}>
                  <LessonActions row={row} {...actions} />
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** One card per lesson: the plan (a link to the lesson) over its facts, labelled as the table's columns, then the actions. */
export function LessonCards({ rows, ...actions }: LessonRowsProps): ReactElement {
  const translate = useTranslate();
  return (
    <Stack component="ul" aria-label={translate('lessonsPage.title')} sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}>
      {rows.map((row) => {
        const facts: [string, string, boolean?][] = [
          ['class', row.className],
          ['mode', translate(`lessonsPage.modes.${String(row.lesson.mode)}`)],
          ['state', translate(`lessonsPage.states.${String(row.lesson.state)}`)],
          ['passphrase', String(row.lesson.passphrase ?? ''), true],
          ['started', row.started],
          ['ended', row.ended],
        ];
        return (
          <Card key={row.lesson.id} component="li" variant="outlined">
            <CardContent sx={{ pb: 0 }}>
              <Typography component="h2" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
                <PlanLink row={row} />
              </Typography>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1, rowGap: 0.25, m: 0 }}>
                {facts
                  .filter(([, value]) => value !== '')
                  .map(([column, value, passphrase]) => (
                    <Box key={column} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {translate(`lessonsPage.columns.${column}`)}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, ...(passphrase ? PASSPHRASE_SX : { overflowWrap: 'anywhere' }) }}>
                        {value}
                      </Typography>
                    </Box>
                  ))}
              </Box>
            </CardContent>
            <CardActions>
              <LessonActions row={row} {...actions} />
            </CardActions>
          </Card>
        );
      })}
    </Stack>
  );
}
