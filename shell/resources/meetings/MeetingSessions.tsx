import type { ReactElement } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';
import { RelatedList } from '../../generator/RelatedList';
import { meeting_attendees, meeting_occurrences } from '../../../resources';
import { SessionLink } from './SessionLink';

/**
 * The session list includes `attendees` for its count column: the server sends a to-many's
 * linkage only when it is included, in the same request, for the sessions of this page only.
 */
const SESSION_INCLUDES = ['attendees'] as const;

/** A webinar's sessions (each linking to its page with its attendee count) and attendees, pinned to this meeting. */
export function MeetingSessions({ meetingId }: { meetingId: string }): ReactElement {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">{translate('meetings.sessions')}</Typography>
        <RelatedList
          def={meeting_occurrences}
          filter={{ meetingId }}
          storeKey={`meetings.${meetingId}.sessions`}
          include={SESSION_INCLUDES}
          parent={{ resource: 'meetings', id: meetingId }}
          extraColumns={(open) => (
            <FunctionField source="attendeesIds" label="meetings.sessionLink.column" sortable={false} render={() => <SessionLink open={open} />} />
          )}
        />
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{translate('meetings.attendees')}</Typography>
        <RelatedList def={meeting_attendees} filter={{ meetingId }} storeKey={`meetings.${meetingId}.attendees`} parent={{ resource: 'meetings', id: meetingId }} />
      </CardContent>
    </Card>
  );
}
