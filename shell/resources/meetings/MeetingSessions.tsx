import { useMemo, type ReactElement } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { FunctionField, List, useCanAccess, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/kit';
import { SHELL_PAGE_SIZE_DEFAULT } from '../../../domain/constants';
import { listColumns } from '../../generator/GeneratedList';
import { listIncludes } from '../../generator/includes';
import { RecordRows } from '../../generator/RecordRows';
import { RelatedList } from '../../generator/RelatedList';
import { sortPayload } from '../../generator/sort';
import { ShellPagination } from '../../layout/ShellPagination';
import { meeting_attendees, meeting_occurrences } from '../../../resources';
import { SessionLink } from './SessionLink';

const SESSIONS = meeting_occurrences as unknown as ResourceDef;

/**
 * The meeting's sessions as RelatedList lists them, plus a column linking each to its page with
 * its attendee count. The count comes from including `attendees`: the server sends a to-many's
 * linkage only when it is included, in the same request, for the sessions of this page only.
 */
function SessionsList({ meetingId }: { meetingId: string }): ReactElement {
  const queryOptions = useMemo(() => ({ meta: { include: [...listIncludes(SESSIONS), 'attendees'] } }), []);
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: SESSIONS.name });
  const open = canEdit ? 'edit' : 'show';
  return (
    <List
      resource={SESSIONS.name}
      filter={{ meetingId }}
      storeKey={`meetings.${meetingId}.sessions`}
      disableSyncWithLocation
      sort={sortPayload(SESSIONS.list.sort)}
      perPage={SHELL_PAGE_SIZE_DEFAULT}
      pagination={<ShellPagination />}
      queryOptions={queryOptions}
      actions={false}
      empty={false}
      title=" "
    >
      <RecordRows rowClick={open} bulkActionButtons={false}>
        {listColumns(SESSIONS)}
        <FunctionField source="attendeesIds" label="meetings.sessionLink.column" sortable={false} render={() => <SessionLink open={open} />} />
      </RecordRows>
    </List>
  );
}

/** A webinar's sessions and attendees, pinned to this meeting. */
export function MeetingSessions({ meetingId }: { meetingId: string }): ReactElement {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">{translate('meetings.sessions')}</Typography>
        <SessionsList meetingId={meetingId} />
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{translate('meetings.attendees')}</Typography>
        <RelatedList def={meeting_attendees as unknown as ResourceDef} filter={{ meetingId }} storeKey={`meetings.${meetingId}.attendees`} />
      </CardContent>
    </Card>
  );
}
