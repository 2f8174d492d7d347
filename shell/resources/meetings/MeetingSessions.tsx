import type { ReactElement } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/kit';
import { RelatedList } from '../../generator/RelatedList';
import { meeting_attendees, meeting_occurrences } from '../../../resources';

/** A webinar's sessions and attendees: the generated lists of both, pinned to this meeting. */
export function MeetingSessions({ meetingId }: { meetingId: string }): ReactElement {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">{translate('meetings.sessions')}</Typography>
        <RelatedList def={meeting_occurrences as unknown as ResourceDef} filter={{ meetingId }} storeKey={`meetings.${meetingId}.sessions`} />
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{translate('meetings.attendees')}</Typography>
        <RelatedList def={meeting_attendees as unknown as ResourceDef} filter={{ meetingId }} storeKey={`meetings.${meetingId}.attendees`} />
      </CardContent>
    </Card>
  );
}
