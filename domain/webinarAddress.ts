/**
 * A webinar's booking address in the registration app (seed 5: `/meetings/{id}/register`), which
 * the console links to from a locked offer: an address one app serves and another names lives here.
 */
export const meetingRegisterPath = (meetingId: string): string => `/meetings/${encodeURIComponent(meetingId)}/register`;
