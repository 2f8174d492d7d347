/** Webinar booking, join and reschedule pages with the session calendar: one chunk. */
export { MeetingRegisterPage } from '../screens/webinar/MeetingRegisterPage';
export { MeetingBookPage } from '../screens/webinar/MeetingBookPage';
export { MeetingInvitePage } from '../screens/webinar/MeetingInvitePage';
export { JoinBookPage } from '../screens/webinar/JoinBookPage';
export { RescheduleBookPage } from '../screens/webinar/RescheduleBookPage';
export { RescheduleCompletePage } from '../screens/webinar/RescheduleCompletePage';
export { MeetingsPage } from '../screens/webinar/MeetingsPage';
