/** Reading a session's attendee records: their status, their name, and the counts per status. */
import { ATTENDANCE_STATUSES } from '../../../domain/constants';
import type { AttendanceStatus } from '../../../domain/webinars';
import { grantsFor, isUnscoped, type ViewerFacts } from '../../../resources/kit';
import { meeting_attendees } from '../../../resources';
import { valueLabel } from '../../generator/labels';

export interface AttendeeRecord {
  id: string | number;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  attendanceStatus?: string | null;
}

export function statusOf(record: AttendeeRecord): AttendanceStatus | undefined {
  const status = record.attendanceStatus;
  return (ATTENDANCE_STATUSES as readonly string[]).includes(status ?? '') ? (status as AttendanceStatus) : undefined;
}

/** The i18n key of a status's label, the same one the generated attendee screens use. */
export function statusLabel(status: AttendanceStatus): string {
  return valueLabel('meeting_attendees', 'attendanceStatus', status);
}

/** First and last name, or the email when neither is known (an invitee who never filled them in). */
export function attendeeName(record: AttendeeRecord): string {
  const name = [record.firstName, record.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return name || (record.email ?? `#${record.id}`);
}

/** Attendees per status, in the order of ATTENDANCE_STATUSES, leaving out statuses nobody has. */
export function countByStatus(records: readonly AttendeeRecord[]): { status: AttendanceStatus; count: number }[] {
  const counts = new Map<AttendanceStatus, number>();
  for (const record of records) {
    const status = statusOf(record);
    if (status) counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return ATTENDANCE_STATUSES.flatMap((status) => {
    const count = counts.get(status) ?? 0;
    return count > 0 ? [{ status, count }] : [];
  });
}

/**
 * Marking attendance by hand belongs to those who may update every attendee (meeting admins,
 * super users). A teacher's `self` grant also updates meeting_attendees, but only their own
 * booking and only along the self transitions of domain/webinars.ts, which the server enforces:
 * offering them no-show buttons would offer what the server refuses.
 */
export function marksAttendance(viewer: ViewerFacts | undefined): boolean {
  if (!viewer) return false;
  return grantsFor(meeting_attendees.access.update, viewer).some(isUnscoped);
}
