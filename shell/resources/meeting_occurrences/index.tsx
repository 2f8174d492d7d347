/**
 * Console overrides for webinar sessions: the generated edit form, then the session's attendees,
 * their counts per status and, for meeting admins, marking attendance by hand (issue 13).
 */
import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import type { ScreenOverrides } from '../../generator/generateScreens';
import { GeneratedEdit } from '../../generator/GeneratedEdit';
import { meeting_occurrences } from '../../../resources';
import { SessionAttendees } from './SessionAttendees';

function MeetingOccurrenceEdit(): ReactElement {
  const { id } = useParams();
  return (
    <>
      <GeneratedEdit def={meeting_occurrences} />
      {id ? <SessionAttendees occurrenceId={id} /> : null}
    </>
  );
}

export const meetingOccurrencesScreens: ScreenOverrides = { edit: MeetingOccurrenceEdit };
