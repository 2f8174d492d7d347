import type { ReactElement } from 'react';
import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DateField, useGetManyReference, useTranslate } from 'react-admin';

/** A webinar's sessions and attendees, read through the data provider by the meeting's id. */
export function MeetingSessions({ meetingId }: { meetingId: string }): ReactElement {
  const translate = useTranslate();
  const sessions = useGetManyReference('meeting_occurrences', {
    target: 'meetingId',
    id: meetingId,
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'startDate', order: 'ASC' },
  });
  const attendees = useGetManyReference('meeting_attendees', {
    target: 'meetingId',
    id: meetingId,
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'email', order: 'ASC' },
  });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">{translate('meetings.sessions')}</Typography>
        {sessions.data?.length ? (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.meeting_occurrences.fields.startDate')}</TableCell>
                <TableCell>{translate('resources.meeting_occurrences.fields.endDate')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.data.map((s) => (
                <TableRow key={s.id}>
                  <TableCell><DateField record={s} source="startDate" showTime locales="en-GB" /></TableCell>
                  <TableCell><DateField record={s} source="endDate" showTime locales="en-GB" /></TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">{translate('meetings.noSessions')}</Typography>
        )}
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{translate('meetings.attendees')}</Typography>
        {attendees.data?.length ? (
          <Table size="small">
            <TableBody>
              {attendees.data.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{String(a.email)}</TableCell>
                  <TableCell>{[a.firstName, a.lastName].filter(Boolean).join(' ')}</TableCell>
                  <TableCell>{translate(`resources.meeting_attendees.values.attendanceStatus.${String(a.attendanceStatus)}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">{translate('meetings.noAttendees')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
