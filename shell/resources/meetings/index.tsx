/**
 * Console overrides for webinars: the generated edit form, then the schedule action and the
 * sessions and attendees it concerns.
 */
import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import type { ScreenOverrides } from '../../generator/generateScreens';
import { GeneratedEdit } from '../../generator/GeneratedEdit';
import { meetings } from '../../../resources/meetings/schema';
import { MeetingSchedule } from './MeetingSchedule';
import { MeetingSessions } from './MeetingSessions';

function MeetingEdit(): ReactElement {
  const { id } = useParams();
  return (
    <>
      <GeneratedEdit def={meetings} />
      {id ? <MeetingSchedule meetingId={id} /> : null}
      {id ? <MeetingSessions meetingId={id} /> : null}
    </>
  );
}

export const meetingsScreens: ScreenOverrides = { edit: MeetingEdit };
