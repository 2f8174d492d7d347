/**
 * Console overrides for webinar sessions: the list beside a calendar of them (issue 27), and the
 * generated edit form, then the session's attendees, their counts per status and, for meeting
 * admins, marking attendance by hand (issue 13).
 */
import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { Title, useGetResourceLabel, useStore, useTranslate } from 'react-admin';
import { GeneratedList } from '../../generator/GeneratedList';
import { SessionCalendar } from './SessionCalendar';
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

type ListMode = 'list' | 'calendar';

/** The generated list, or the calendar: the choice is remembered like a list's filters. */
function MeetingOccurrenceList(): ReactElement {
  const translate = useTranslate();
  const [mode, setMode] = useStore<ListMode>('meeting_occurrences.mode', 'list');
  const label = useGetResourceLabel();
  return (
    <Box>
      {/* The list titles its own page; the calendar has no List around it to do so. */}
      {mode === 'calendar' && <Title title={label('meeting_occurrences', 2)} />}
      <ToggleButtonGroup exclusive size="small" value={mode} onChange={(_, next: ListMode | null) => next && setMode(next)} aria-label={translate('meetings.calendar.modeLabel')} sx={{ mt: 1 }}>
        <ToggleButton value="list">{translate('meetings.calendar.list')}</ToggleButton>
        <ToggleButton value="calendar">{translate('meetings.calendar.calendar')}</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'calendar' ? <SessionCalendar /> : <GeneratedList def={meeting_occurrences} />}
    </Box>
  );
}

export const meetingOccurrencesScreens: ScreenOverrides = { list: MeetingOccurrenceList, edit: MeetingOccurrenceEdit };
