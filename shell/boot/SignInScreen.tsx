/**
 * The sign-in page of a first visit without a session, shown before react-admin is downloaded
 * (issue 15: the console's first screen loads little JavaScript). The same card as the console's
 * LoginPage, in the console's theme, with the language menu, its few messages per language
 * (i18n/signIn/) and the authProvider's token request; once signed in, `onSignedIn` loads the
 * full console. Nothing here may import react-admin: it would pull the whole console in.
 */
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { SHELL_LOCALE_CHOICES } from '../../i18n/localeChoices';
import type { ShellLocale } from '../../i18n/detectLocale';
import { documentTitleText } from '../generator/documentTitleText';
import { LanguageMenu } from '../chrome/LanguageMenu';
import { shellTheme } from '../chrome/theme';
import { logoutReasonKey } from '../login/loginError';
import { SignInCard } from '../login/SignInCard';
import { signInAndStoreToken } from './signInRequest';
import { useSignInI18n } from './useSignInI18n';

export interface SignInScreenProps {
  /** The detected language (read before the address moved to /app/login). */
  initialLocale: ShellLocale;
  /** Called with the language in use once the token is stored: loads and shows the full console. */
  onSignedIn: (locale: ShellLocale) => Promise<void>;
}

export function SignInScreen({ initialLocale, onSignedIn }: SignInScreenProps): ReactElement | null {
  const i18n = useSignInI18n(initialLocale);
  const theme = useMemo(() => createTheme(shellTheme), []);
  // A reload of the page an auto-logout led to (an ended trial) still says why.
  const [reasonKey] = useState(() => logoutReasonKey(new URLSearchParams(window.location.search).get('reason')));
  const title = i18n ? documentTitleText([i18n.translate('auth.signIn.title')], i18n.translate('shell.title')) : null;
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
  if (!i18n) return null;
  const { translate, locale, choose } = i18n;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme>
        <SignInCard
          translate={translate}
          languageMenu={
            <LanguageMenu
              languages={SHELL_LOCALE_CHOICES}
              locale={locale}
              labelFor={(name) => translate('shell.header.language', { name })}
              onChoose={choose}
            />
          }
          signIn={async (credentials) => {
            await signInAndStoreToken(credentials);
            await onSignedIn(locale);
          }}
          initialErrorKey={reasonKey}
        />
      </CssBaseline>
    </ThemeProvider>
  );
}
