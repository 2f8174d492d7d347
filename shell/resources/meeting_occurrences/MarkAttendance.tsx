import type { ReactElement } from 'react';
import { Button, Stack } from '@mui/material';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import type { AttendanceStatus } from '../../../domain/webinars';
import { attendeeName, statusLabel, statusOf, type AttendeeRecord } from './attendance';

const MARKS: readonly { status: AttendanceStatus; label: string; labelFor: string }[] = [
  { status: 'attended', label: 'meetings.session.markAttended', labelFor: 'meetings.session.markAttendedFor' },
  { status: 'no_show', label: 'meetings.session.markNoShow', labelFor: 'meetings.session.markNoShowFor' },
];

/**
 * One attendee's "Mark attended" / "Mark no-show" buttons: a PATCH of attendance_status alone
 * (the data provider sends only what differs from previousData). Pessimistic, so the toast tells
 * what the server actually kept. The button for the status the attendee already has is disabled.
 */
export function MarkAttendance({ record }: { record: AttendeeRecord }): ReactElement {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const name = attendeeName(record);
  const current = statusOf(record);

  const mark = (status: AttendanceStatus): void => {
    void update(
      'meeting_attendees',
      { id: record.id, data: { attendanceStatus: status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify('meetings.session.marked', { type: 'success', messageArgs: { name, status: translate(statusLabel(status)) } }),
        onError: (error) => notify(error instanceof Error ? error.message : 'errors.api.default', { type: 'error' }),
      },
    );
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {MARKS.map(({ status, label, labelFor }) => (
        <Button
          key={status}
          size="small"
          variant="outlined"
          disabled={isPending || current === status}
          // The visible text starts the accessible name (WCAG 2.5.3); the name says whose row it is.
          aria-label={translate(labelFor, { name })}
          onClick={() => mark(status)}
        >
          {translate(label)}
        </Button>
      ))}
    </Stack>
  );
}
