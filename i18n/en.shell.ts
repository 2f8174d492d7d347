/**
 * English texts of the shell itself: sign-in, menu, dashboard, generated forms, and the few
 * shared keys the seed names (section 8: fields.showPassword, actions.yes, core.modals.logoutText1).
 */
export const authEn = {
  signIn: {
    title: 'Sign in',
    intro: 'Sign in with your email address or username.',
    identifier: 'Email or username',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    forgotPassword: 'Forgot your password?',
  },
  errors: {
    subscriptionExpired: 'Your subscription has expired. Please contact us to renew it.',
    incorrectCredentials: 'Incorrect email, username or password.',
    loginNotAllowed: 'Login is not allowed for this account. Please contact support.',
    tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
    checkCorrectly: 'Please check your details and try again.',
  },
  somethingWrong: 'Something went wrong. Please try again.',
} as const;

export const menuEn = {
  label: 'Main menu',
  dashboard: 'Dashboard',
  openStudentApp: 'Open student app',
  tutorials: 'Tutorials',
  help: 'Help',
  language: 'Language',
  library: 'Library',
  favourites: 'Favourites',
  collections: 'Collections',
  lessonPlans: 'Lesson plans',
  lessons: 'Lessons',
  mySchool: 'My school',
  schoolAccount: 'School account',
  whatsNew: "What's new",
  myChildren: 'My children',
  storyWorlds: 'Story worlds',
  profile: 'My profile',
  /** A teacher's own school work, by resource name (shell/generator/menuResources.ts). */
  my: { classes: 'My classes' },
  disabled: {
    onlySubscribed: 'Available with a subscription. Get in touch to subscribe.',
    schoolRestricted: 'Your school has not enabled this page.',
    needsLicence: 'Opens with your school’s trial or subscription, and your school has none running now.',
  },
} as const;

export const shellEn = {
  title: 'Education platform',
  loading: 'Loading…',
  dashboard: {
    trialDaysLeft_one: '{{count}} day left in your trial',
    trialDaysLeft_other: '{{count}} days left in your trial',
  },
  form: {
    newPassword: 'New password',
    newPasswordConfirmation: 'Confirm new password',
    newPasswordHelp: 'Leave blank to keep the current password.',
    passwordHelp: 'At least {{min}} characters.',
    currentPasswordHelp: 'Needed to change your own password.',
    /** The notification of a save the server refused, per field: "Role: This field cannot be written." */
    fieldError: '{{field}}: {{message}}',
  },
  field: {
    none: 'None',
  },
  list: {
    /** A list row's selection checkbox, named after the record. */
    selectRow: 'Select {{name}}',
  },
  header: {
    environment: '{{name}} environment',
    helpCentre: 'Help centre',
    /** The header's menu button below the tablet width (email, help centre, log out). */
    menu: 'Account menu',
    /** The narrow header's language button, naming the language in use. */
    language: 'Language: {{name}}',
  },
  /** A list of records nested under the page's record (a webinar's sessions): its own page. */
  nested: { openList: 'Open as a page' },
  pages: {
    notFound: { title: 'Page not found', text: 'The page you are looking for does not exist or you may not open it.', home: 'Go to the dashboard' },
    accessDenied: { title: 'Access denied' },
    contentLocked: {
      title: 'This content is locked',
      text: 'This content is not part of your licence. Book a webinar to unlock it, or get in touch with us.',
      leaderText: 'This content is not part of your licence. Book a demo to unlock it for your school, or get in touch with us.',
      contactText: 'This content is not part of your licence. Get in touch with us to unlock it.',
      getInTouch: 'Get in touch',
      bookWebinar: 'Book a webinar',
      bookDemo: 'Book a demo',
    },
    /** A route-table page the viewer's menu shows locked (shell/pages/RouteLockedPage.tsx): why, and the way to unlock it. */
    routeLocked: {
      title: 'This page is locked',
      webinar: 'Book a webinar to start a free trial, or get in touch with us.',
      demo: 'Book a demo to start a trial for your school, or get in touch with us.',
      contact: 'Get in touch with us to start a trial or a subscription.',
    },
  },
  pagination: {
    label: 'Pagination',
    range: '{{from}}-{{to}} of {{total}}',
    rowsPerPage: 'Rows per page',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  toast: {
    created_one: '{{name}} created',
    created_other: '{{count}} {{name}} created',
    updated_one: '{{name}} updated',
    updated_other: '{{count}} {{name}} updated',
    deleted_one: '{{name}} deleted',
    deleted_other: '{{count}} {{name}} deleted',
    close: 'Close',
    activityNotSaved: 'Your activity could not be saved.',
  },
  bulkDelete: {
    title: 'Delete selected rows',
    text_one: 'Delete {{count}} row? This cannot be undone.',
    text_other: 'Delete {{count}} rows? This cannot be undone.',
    skipped_one: '{{count}} selected row cannot be deleted and will be kept.',
    skipped_other: '{{count}} selected rows cannot be deleted and will be kept.',
  },
  calendar: {
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
  },
} as const;

/** Keys the seed's section 8 lists as seen in the original product. */
export const sharedEn = {
  fields: {
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  actions: {
    yes: 'Yes',
    no: 'No',
    logout: 'Log out',
    autoSaveOn: 'Auto-save is on',
  },
  core: {
    modals: {
      logoutText1: 'Are you sure you want to log out?',
    },
  },
} as const;
