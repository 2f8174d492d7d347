/** An invitation and the "invites sent" page: one chunk. */
export { InvitePage } from '../screens/invite/InvitePage';
export { InvitesSentPage } from '../screens/invite/InvitesSentPage';
