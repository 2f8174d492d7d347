import type { ReactElement } from 'react';
import { Box, Card, CardContent, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { PAGE_SIZE_MAX } from '../../../domain/constants';
import { useViewerFacts } from '../../generator/viewer';
import { useNarrowList } from '../../generator/RecordRows';
import { attendeeName, countByStatus, marksAttendance, statusLabel, statusOf, type AttendeeRecord } from './attendance';
import { MarkAttendance } from './MarkAttendance';

const TITLE_ID = 'session-attendees-title';

function StatusCounts({ records }: { records: readonly AttendeeRecord[] }): ReactElement {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      aria-label={translate('meetings.session.countsLabel')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, my: 1 }}
    >
      <li>{translate('meetings.session.total', { count: records.length })}</li>
      {countByStatus(records).map(({ status, count }) => (
        <li key={status}>{translate('meetings.session.statusCount', { status: translate(statusLabel(status)), count })}</li>
      ))}
    </Box>
  );
}

function AttendeeRow({ record, marks }: { record: AttendeeRecord; marks: boolean }): ReactElement {
  const translate = useTranslate();
  const status = statusOf(record);
  return (
    <TableRow>
      <TableCell component="th" scope="row">{attendeeName(record)}</TableCell>
      <TableCell>{record.email}</TableCell>
      <TableCell>{status ? translate(statusLabel(status)) : record.attendanceStatus}</TableCell>
      {marks && (
        <TableCell>
          <MarkAttendance record={record} />
        </TableCell>
      )}
    </TableRow>
  );
}

/** One attendee on a phone: the table's columns one under another, the buttons under them within reach. */
function AttendeeItem({ record, marks }: { record: AttendeeRecord; marks: boolean }): ReactElement {
  const translate = useTranslate();
  const status = statusOf(record);
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
        {attendeeName(record)}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{record.email}</Typography>
      <Typography color="text.secondary">
        {translate('resources.meeting_attendees.fields.attendanceStatus')}: {status ? translate(statusLabel(status)) : record.attendanceStatus}
      </Typography>
      {marks && (
        <Box sx={{ mt: 1 }}>
          <MarkAttendance record={record} />
        </Box>
      )}
    </Box>
  );
}

/** Below the tablet width a list of attendees, above it a table; the same facts and buttons in both. */
function AttendeeRows({ records, marks }: { records: readonly (AttendeeRecord & { id: string })[]; marks: boolean }): ReactElement {
  const translate = useTranslate();
  const narrow = useNarrowList();
  const field = (name: string): string => translate(`resources.meeting_attendees.fields.${name}`);
  if (narrow)
    return (
      <Box component="ul" aria-labelledby={TITLE_ID} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {records.map((record) => (
          <AttendeeItem key={record.id} record={record} marks={marks} />
        ))}
      </Box>
    );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={TITLE_ID}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('meetings.session.name')}</TableCell>
            <TableCell>{field('email')}</TableCell>
            <TableCell>{field('attendanceStatus')}</TableCell>
            {marks && <TableCell>{translate('meetings.session.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => (
            <AttendeeRow key={record.id} record={record} marks={marks} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * A session's attendees below its form: each one's name, email and status, the counts per
 * status, and for meeting admins buttons that mark attendance by hand. One request for up to
 * the server's largest page: a session's counts need every attendee, not a page of them.
 */
export function SessionAttendees({ occurrenceId }: { occurrenceId: string }): ReactElement {
  const translate = useTranslate();
  const marks = marksAttendance(useViewerFacts());
  const { data, total, isPending, error } = useGetList<AttendeeRecord & { id: string }>('meeting_attendees', {
    filter: { occurrenceId },
    pagination: { page: 1, perPage: PAGE_SIZE_MAX },
    sort: { field: 'lastName', order: 'ASC' },
  });
  const records = data ?? [];

  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby={TITLE_ID}>
      <CardContent>
        <Typography id={TITLE_ID} variant="h6" component="h2">
          {translate('meetings.session.attendeesTitle')}
        </Typography>
        {error ? (
          <Typography role="alert">{translate('errors.api.default')}</Typography>
        ) : isPending ? (
          <Typography>{translate('shell.loading')}</Typography>
        ) : records.length === 0 ? (
          <Typography>{translate('meetings.session.none')}</Typography>
        ) : (
          <>
            <StatusCounts records={records} />
            {total !== undefined && total > records.length && (
              <Typography color="text.secondary">{translate('meetings.session.partial', { shown: records.length, total })}</Typography>
            )}
            <AttendeeRows records={records} marks={marks} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
