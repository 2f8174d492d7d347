import type { MouseEvent, ReactElement } from 'react';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';

/**
 * A session row's way to its page, where its attendees are listed and marked: a real link (Tab,
 * Enter, open in a new tab) reading the session's attendee count. The row opens the same page on
 * a click; the link stops the click there so the page is not pushed twice.
 */
export function SessionLink({ open }: { open: 'edit' | 'show' }): ReactElement | null {
  const record = useRecordContext<{ id: string; attendeesIds?: readonly string[] }>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const ids = record.attendeesIds;
  return (
    <Link to={createPath({ resource: 'meeting_occurrences', id: record.id, type: open })} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {ids ? translate('meetings.sessionLink.attendees', { count: ids.length }) : translate('meetings.sessionLink.column')}
    </Link>
  );
}
