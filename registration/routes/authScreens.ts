/** Sign-in and password screens: one chunk, fetched when a visitor first reaches one. */
export { SignInPage } from '../screens/auth/SignInPage';
export { ForgotPasswordPage } from '../screens/auth/ForgotPasswordPage';
export { ChangePasswordPage } from '../screens/auth/ChangePasswordPage';
