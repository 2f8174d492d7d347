/** The emails' English texts, complete: every other language's mail.ts is measured against them (./mail.ts picks one per mail). */
export const mailEn = {
  passwordReset: {
    subject: 'Reset your password',
    body: 'Choose a new password here (the link works once, for {{minutes}} minutes):\n{{link}}',
  },
  confirmEmail: {
    subject: 'Confirm your email address',
    body: 'Welcome! Please confirm your email address here:\n{{link}}',
  },
  invite: {
    subject: '{{inviter}} invited you to a webinar',
    body: '{{inviter}} invited you to join the webinar "{{meeting}}".\nAccept the invite here:\n{{link}}',
  },
  /** A teacher an organisation admin added to the school (School account: invite teacher). */
  teacherInvite: {
    subject: 'Your account is ready: choose a password',
    body: 'Hello {{name}},\n\n{{school}} has added you as a teacher. Choose your password here (the link works once, for {{days}} days):\n{{link}}',
  },
  /** To a collection's author who wants `collectionSubscribers` (domain/notifications.ts). */
  collectionSubscribed: {
    subject: 'Someone subscribed to your collection "{{collection}}"',
    body: '{{subscriber}} subscribed to your collection "{{collection}}":\n{{link}}\n\nYou can turn these emails off in your profile.',
  },
  /** To subscribers who want `subscribedCollectionsUpdates`: the collection was published or its items changed. */
  collectionUpdated: {
    subject: 'The collection "{{collection}}" has been updated',
    body: 'The collection "{{collection}}" you subscribe to has been published or its items have changed:\n{{link}}\n\nYou can turn these emails off in your profile.',
  },
  /** Webinar booking (issue 13): the confirmation, with the join link and the calendar file attached. */
  webinarBooked: {
    subject: 'You are booked: {{meeting}} on {{date}}',
    body: 'Hello {{name}},\n\nYou are booked on the webinar "{{meeting}}".\n\nDate: {{date}}\nTime: {{time}}\nHost: {{host}}\n\nYour join page (the access button appears {{minutes}} minutes before the start; you can also reschedule or cancel there):\n{{link}}\n\nOpen the attached file to add the webinar to your calendar.',
  },
  webinarCancelled: {
    subject: 'Cancelled: {{meeting}} on {{date}}',
    body: 'Hello {{name}},\n\nYour booking on the webinar "{{meeting}}" on {{date}} at {{time}} is cancelled. Open the attached file to remove it from your calendar.\n\nYou can book another time here:\n{{link}}',
  },
  webinarReminderDay: {
    subject: 'Tomorrow: {{meeting}} at {{time}}',
    body: 'Hello {{name}},\n\nA reminder: the webinar "{{meeting}}" starts on {{date}} at {{time}}.\n\nYour join page (the access button appears {{minutes}} minutes before the start):\n{{link}}',
  },
  webinarReminderHour: {
    subject: 'Starting in an hour: {{meeting}}',
    body: 'Hello {{name}},\n\nThe webinar "{{meeting}}" starts at {{time}}. You can join from {{minutes}} minutes before the start:\n{{link}}',
  },
  /** The calendar entry's description (its link follows). */
  webinarCalendar: {
    subject: '{{meeting}}',
    body: 'Webinar "{{meeting}}". Join from this page, from {{minutes}} minutes before the start:',
  },
} as const;
