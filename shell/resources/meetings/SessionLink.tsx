import type { MouseEvent, ReactElement } from 'react';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { nestedRecordPattern, nestedUnder } from '../../generator/nestedRoute';
import { useRouteFiller } from '../../generator/RouteLink';

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
  const nestedPath = useRouteFiller(SESSIONS_OF_MEETING ? nestedRecordPattern(SESSIONS_OF_MEETING) : '');
  if (!record) return null;
  const ids = record.attendeesIds;
  const nested = open === 'edit' && record.meetingId && SESSIONS_OF_MEETING ? nestedPath({ parentId: record.meetingId, id: record.id }) : undefined;
  return (
    <Link to={nested ?? createPath({ resource: 'meeting_occurrences', id: record.id, type: open })} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {ids ? translate('meetings.sessionLink.attendees', { count: ids.length }) : translate('meetings.sessionLink.column')}
    </Link>
  );
}
