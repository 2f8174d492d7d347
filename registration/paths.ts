/** Every route of the registration app (seed section 2.1), named once. */
export const PATHS = {
  root: '/',
  welcome: '/welcome',
  signUp: '/sign-up',
  invite: '/sign-up/invite/:token',
  setPassword: '/sign-up/set-password',
  createChildren: '/sign-up/create-children',
  settingAccount: '/sign-up/setting-account',
  userType: '/sign-up/user-type',
  organizationType: '/sign-up/organization-type',
  organization: '/sign-up/organization',
  organizationExisting: '/sign-up/organization/existing',
  parentResources: '/sign-up/parent-resources',
  plan: '/sign-up/plan',
  confirmSkip: '/sign-up/confirm-skip',
  parent: '/sign-up/parent',
  continue: '/sign-up/continue',
  complete: '/sign-up/complete',
  teachers: '/sign-up/teachers',
  done: '/sign-up/done',
  invitesSent: '/sign-up/invites-sent',
  signIn: '/sign-in',
  forgotPassword: '/forgot-password',
  changePassword: '/change-password',
  /** The webinars root (seed 2.1): the person's bookings and the webinars they may book. */
  meetings: '/meetings',
  meetingRegister: '/meetings/:meetingId/register',
  /** The same register page under the webinar path the seed also shows. */
  webinarRegister: '/webinar/:meetingId/register',
  meetingBook: '/meetings/:meetingId/attendance/:attendeeId/book',
  meetingInvite: '/meetings/:meetingId/attendance/:attendeeId/invite',
  /** Join and reschedule pages of a booking, reached by the attendee token of the booking mails (issue 13). */
  join: '/meetings/join/:token',
  joinBook: '/meetings/join/:token/book',
  reschedule: '/meetings/reschedule/:token',
  rescheduleBook: '/meetings/reschedule/:token/book',
  rescheduleComplete: '/meetings/reschedule/:token/complete',
} as const;

export const bookingPath = (meetingId: string, attendeeId: string): string => `/meetings/${meetingId}/attendance/${attendeeId}/book`;
export const bookingInvitePath = (meetingId: string, attendeeId: string): string => `/meetings/${meetingId}/attendance/${attendeeId}/invite`;

// Tokens are base64url with a dot, but are encoded anyway: a mangled link must not change the route.
const token = (value: string): string => encodeURIComponent(value);
export const joinPath = (attendeeToken: string): string => `/meetings/join/${token(attendeeToken)}`;
export const joinBookPath = (attendeeToken: string): string => `${joinPath(attendeeToken)}/book`;
export const reschedulePath = (attendeeToken: string): string => `/meetings/reschedule/${token(attendeeToken)}`;
export const rescheduleBookPath = (attendeeToken: string): string => `${reschedulePath(attendeeToken)}/book`;
export const rescheduleCompletePath = (attendeeToken: string): string => `${reschedulePath(attendeeToken)}/complete`;

/** The shell, entered with the viewer's token in the address (it stores and strips it). */
export function appUrl(jwt: string, path = '/app/'): string {
  return `${path}?jwt=${encodeURIComponent(jwt)}`;
}

/** Outside addresses the seed names without giving them (section 2.3): one place to change them. */
export const OUTSIDE_LINKS = {
  /** Where the parent card's holiday-club link leads. */
  holidayClubs: 'https://example.com/holiday-clubs',
  /** The contact form for roles the wizard does not offer; prefilled with name and email. */
  contactForm: 'https://example.com/contact',
  privacyPolicy: 'https://example.com/privacy',
  terms: 'https://example.com/terms',
  freeTrialTerms: 'https://example.com/free-trial-terms',
  /** Welcome page footer: information, community and company columns, and social links. */
  helpCentre: 'https://example.com/help',
  blog: 'https://example.com/blog',
  webinars: 'https://example.com/webinars',
  about: 'https://example.com/about',
  careers: 'https://example.com/careers',
  social: {
    facebook: 'https://www.facebook.com/example',
    x: 'https://x.com/example',
    linkedin: 'https://www.linkedin.com/company/example',
    instagram: 'https://www.instagram.com/example',
    youtube: 'https://www.youtube.com/@example',
  },
} as const;
