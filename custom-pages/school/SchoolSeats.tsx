/**
 * My school's seats (seed 3 and 6; issue 12): teachers and students used of the limit, and the
 * school's licences by seat type (trial, supplementary, subscribed) with their expiry. The table
 * scrolls inside its own box on a phone rather than widening the page.
 */
import type { ReactElement } from 'react';
import { Box, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AppRecord, Prefetched } from '../../dataProvider';
import { valueLabel } from '../../shell/generator/labels';
import { useFormatDate } from '../../shell/generator/useDates';
import { licensingRows } from './schoolSeats';
import { SeatUsage } from './SeatUsage';

const HEADING_ID = 'school-seats-heading';
const LICENSINGS_HEADING_ID = 'school-licensings-heading';
const SEAT_COLUMNS = ['trialSeats', 'supplementarySeats', 'subscribedSeats'] as const;

export function SchoolSeats({ school, included }: { school: AppRecord; included: Prefetched }): ReactElement {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const rows = licensingRows(included, String(school.id));
  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ my: 2 }}>
      <Typography id={HEADING_ID} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('school.seats.heading')}
      </Typography>
      <Stack sx={{ gap: 0.5, mb: 2 }}>
        {(['teacher', 'student'] as const).map((role) => (
          <Stack key={role} direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 'bold' }}>{translate(`school.seats.${role}s`)}:</Typography>
            <SeatUsage school={school} role={role} withLimitKey="school.seats.used" noLimitKey="school.seats.usedNoLimit" />
          </Stack>
        ))}
      </Stack>
      <Typography id={LICENSINGS_HEADING_ID} component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {translate('school.seats.licensings')}
      </Typography>
      {rows.length === 0 ? (
        <Typography>{translate('school.seats.noLicensings')}</Typography>
      ) : (
        // Focusable and named: a keyboard user can scroll the table when a phone is too narrow for it (WCAG 2.1.1).
        <TableContainer tabIndex={0} role="region" aria-labelledby={LICENSINGS_HEADING_ID} sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{translate('school.seats.license')}</TableCell>
                <TableCell scope="col">{translate('school.seats.state')}</TableCell>
                <TableCell scope="col">{translate('school.seats.expires')}</TableCell>
                {SEAT_COLUMNS.map((c) => (
                  <TableCell key={c} scope="col" align="right">
                    {translate(`school.seats.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell component="th" scope="row">
                    {r.license}
                  </TableCell>
                  <TableCell>{r.state ? translate(valueLabel('licensings', 'state', r.state), { _: r.state }) : ''}</TableCell>
                  <TableCell>{r.expiresAt ? (formatDate(r.expiresAt, 'day', 'UTC') ?? r.expiresAt) : translate('school.seats.noExpiry')}</TableCell>
                  {SEAT_COLUMNS.map((c) => (
                    <TableCell key={c} align="right">
                      {r[c]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
