/** English texts shared by every registration screen: page titles, buttons, the header. */
export const commonEn = {
  appName: 'Education platform',
  pageTitle: 'Registration - {{page}}',
  loading: 'Loading…',
  processing: 'Processing…',
  continue: 'Continue',
  back: 'Back',
  login: 'Log in',
  logout: 'Log out',
  contactUs: 'contact us',
  contactUrl: 'mailto:support@example.com',
  language: 'Language',
  fields: {
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  notFound: 'This page does not exist.',
  progress: {
    label: 'Sign-up progress',
    done: 'Step {{step}}: done',
    active: 'Step {{step}}: current step',
    todo: 'Step {{step}}: still to come',
  },
} as const;
