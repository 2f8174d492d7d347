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
} as const;

export const shellEn = {
  title: 'Education platform',
  loading: 'Loading…',
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome',
    signedInAs: 'Signed in as {{email}}',
    trialDaysLeft_one: '{{count}} day left in your trial',
    trialDaysLeft_other: '{{count}} days left in your trial',
  },
  form: {
    newPassword: 'New password',
    newPasswordConfirmation: 'Confirm new password',
    newPasswordHelp: 'Leave blank to keep the current password.',
  },
  field: {
    none: 'None',
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
