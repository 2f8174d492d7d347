/** Texts of the webinar screens beyond the generated ones (sessions, attendees, schedule). */
export const meetingsEn = {
  sessions: 'Sessions',
  attendees: 'Attendees',
  /** The sessions as a calendar beside their list (issue 27). */
  calendar: {
    modeLabel: 'Show the sessions as',
    list: 'List',
    calendar: 'Calendar',
    today: 'Today',
    back: 'Back',
    next: 'Next',
    viewsLabel: 'Calendar view',
    views: { month: 'Month', week: 'Week', work_week: 'Work week', day: 'Day', agenda: 'Agenda' },
    sessions_one: '{{count}} session',
    sessions_other: '{{count}} sessions',
    more_one: '+ {{count}} more',
    more_other: '+ {{count}} more',
    noneThatDay: 'No sessions',
    noneInAgenda_one: 'No sessions in the next {{count}} day.',
    noneInAgenda_other: 'No sessions in the next {{count}} days.',
  },
  schedule: {
    title: 'Schedule',
    explain: 'Save the webinar first; applying its schedule replaces the future sessions.',
    apply: 'Apply schedule',
    confirmTitle: 'Reschedule attendees?',
    confirm: 'Reschedule them',
    applied: 'Schedule applied: {{created}} sessions created.',
  },
  /** A session's row on the webinar page: its attendee count, a link to the session's page. */
  sessionLink: {
    column: 'Attendance',
    attendees_one: '{{count}} attendee',
    attendees_other: '{{count}} attendees',
  },
  /** A session's page: who booked it, how many are in each status, marking attendance by hand. */
  session: {
    attendeesTitle: 'Attendees of this session',
    countsLabel: 'Attendees by status',
    total_one: '{{count}} attendee',
    total_other: '{{count}} attendees',
    statusCount: '{{status}}: {{count}}',
    none: 'Nobody has booked this session yet.',
    partial: 'Showing the first {{shown}} of {{total}} attendees; the counts cover those shown.',
    name: 'Name',
    actions: 'Mark attendance',
    markAttended: 'Mark attended',
    markNoShow: 'Mark no-show',
    markAttendedFor: 'Mark attended: {{name}}',
    markNoShowFor: 'Mark no-show: {{name}}',
    marked: 'Attendance of {{name}}: {{status}}.',
  },
} as const;
