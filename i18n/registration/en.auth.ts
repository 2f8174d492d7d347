/**
 * English texts of the sign-in, forgot-password and change-password screens and the existing
 * account step. `errors` repeats the shell's sign-in failure keys (authProvider/loginErrors.ts
 * names them `auth.errors.*`) so the same status rule resolves in this catalogue too.
 */
export const authEn = {
  signIn: {
    pageTitle: 'Sign in',
    title: 'Sign in',
    intro: 'Sign in with your email address or username.',
    login: 'Email or username',
    password: 'Password',
    submit: 'Sign in',
    forgotPassword: 'Forgot your password?',
    noAccount: 'New here?',
    schoolSignUp: 'Sign up as a teacher or school',
    parentSignUp: 'Sign up as a parent',
    or: 'or',
    emailConfirmed: 'Your email address is confirmed. You can sign in now.',
    confirming: 'Confirming your email address…',
    signingInWith: 'Signing you in…',
    contact: 'Contact us',
    sso: {
      label: 'Other ways to sign in',
      google: 'Sign in with Google',
      microsoft: 'Sign in with Microsoft',
      mylogin: 'Sign in with your school login',
    },
  },
  errors: {
    subscriptionExpired: 'Your subscription has expired. Please contact us to renew it.',
    incorrectCredentials: 'Incorrect email, username or password.',
    loginNotAllowed: 'Login is not allowed for this account. Please contact support.',
    tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
    checkCorrectly: 'Please check your details and try again.',
  },
  forgot: {
    pageTitle: 'Forgot password',
    title: 'Forgot your password?',
    intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
    email: 'Email',
    submit: 'Reset password',
    sentTitle: 'Check your email',
    sent: 'We have sent you an email with a link to reset your password. The link works for a limited time.',
    backToSignIn: 'Back to sign in',
  },
  change: {
    pageTitle: 'Change password',
    title: 'Choose a new password',
    password: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Change password',
    changedTitle: 'Password changed',
    changed: 'Your password has been changed. You can sign in with it now.',
    signIn: 'Sign in',
    requestNewLink: 'Request a new link',
  },
  continue: {
    pageTitle: 'Sign in',
    title: 'Welcome back',
    intro: 'An account with this email address already exists. Sign in to continue.',
    backToWelcome: 'Use another email address',
  },
} as const;
