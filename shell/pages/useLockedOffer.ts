/**
 * What the locked-content modal offers this viewer (seed 6): school leaders a demo, everyone
 * else a webinar, and everyone "get in touch". The leader rule and the contact addresses are the
 * content-locked page's too (shell/chrome/lockedOffer.ts), so the page and the modal agree;
 * the webinar is the one the viewer's licence suggests, booked in the registration app
 * (`/meetings/{id}/register`), else the first webinar listed.
 */
import { useGetList } from 'react-admin';
import { suggestedMeetingId, type Viewer } from '../../authProvider/viewer';
import { meetingRegisterPath } from '../../domain/webinarAddress';
import { useViewer } from '../chrome/useViewer';
import { isSchoolLeader } from '../../domain/dashboards';
import { BOOK_DEMO_URL, CONTACT_URL, type LockedOffer } from '../chrome/lockedOffer';

function suggestedMeeting(viewer: Viewer | undefined): string | null {
  return viewer ? suggestedMeetingId(viewer) : null;
}

export function useLockedOffer(): LockedOffer {
  const viewer = useViewer();
  const jobRole = viewer?.record.jobRole;
  const leader = isSchoolLeader(jobRole);
  const suggested = suggestedMeeting(viewer);
  const { data: meetings } = useGetList(
    'meetings',
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'name', order: 'ASC' }, filter: {} },
    { enabled: !leader && viewer !== undefined && suggested === null },
  );
  const meetingId = suggested ?? (meetings?.[0] ? String(meetings[0].id) : null);
  const book = leader
    ? { labelKey: 'shell.pages.contentLocked.bookDemo', href: BOOK_DEMO_URL }
    : meetingId
      ? { labelKey: 'shell.pages.contentLocked.bookWebinar', href: meetingRegisterPath(meetingId) }
      : null;
  return { leader, book, contactHref: CONTACT_URL };
}
