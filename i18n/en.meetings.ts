/** Texts of the webinar screens beyond the generated ones (sessions, attendees, schedule). */
export const meetingsEn = {
  sessions: 'Sessions',
  attendees: 'Attendees',
  schedule: {
    title: 'Schedule',
    explain: 'Save the webinar first; applying its schedule replaces the future sessions.',
    apply: 'Apply schedule',
    confirmTitle: 'Reschedule attendees?',
    confirm: 'Reschedule them',
    applied: 'Schedule applied: {{created}} sessions created.',
  },
} as const;
