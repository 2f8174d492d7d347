import type { MouseEvent, ReactElement } from 'react';
import { Link, useBasename, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { nestedRoute, nestedUnder } from '../../generator/nestedRoute';

const SESSIONS_OF_MEETING = nestedUnder('meetings').find((n) => n.def.name === 'meeting_occurrences');

/**
 * A session row's way to its page, where its attendees are listed and marked: a real link (Tab,
 * Enter, open in a new tab) reading the session's attendee count. The row opens the same page on
 * a click; the link stops the click there so the page is not pushed twice. Who may edit sessions
 * opens the session under its webinar's address (`/meetings/4/occurrences/7/edit`).
 */
export function SessionLink({ open }: { open: 'edit' | 'show' }): ReactElement | null {
  const record = useRecordContext<{ id: string; meetingId?: string; attendeesIds?: readonly string[] }>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const basename = useBasename();
  if (!record) return null;
  const ids = record.attendeesIds;
  const nested = open === 'edit' && record.meetingId && SESSIONS_OF_MEETING ? `${basename}${nestedRoute(SESSIONS_OF_MEETING, String(record.meetingId)).base}/${record.id}/edit` : undefined;
  return (
    <Link to={nested ?? createPath({ resource: 'meeting_occurrences', id: record.id, type: open })} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {ids ? translate('meetings.sessionLink.attendees', { count: ids.length }) : translate('meetings.sessionLink.column')}
    </Link>
  );
}
