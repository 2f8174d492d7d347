/**
 * The console's sign-in route inside react-admin (after a logout, or a session that ended): the
 * sign-in card (SignInCard.tsx) with react-admin's translate, language menu and login, which goes
 * on to the page the visitor wanted. A first visit without a session gets the same card from the
 * light sign-in screen instead (shell/boot/), before react-admin is downloaded.
 */
import type { ReactElement } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PageDocumentTitle } from '../generator/DocumentTitle';
import { LanguageMenuButton } from '../chrome/LanguageMenuButton';
import { logoutReasonKey } from './loginError';
import { SignInCard } from './SignInCard';

export { FORGOT_PASSWORD_URL } from './SignInCard';

export function LoginPage(): ReactElement {
  const translate = useTranslate();
  const login = useLogin();
  // An auto-logout (an ended trial) arrives with its reason, said here before anything is typed.
  const [params] = useSearchParams();
  return (
    <>
      <PageDocumentTitle titleKey="auth.signIn.title" />
      <SignInCard
        translate={translate}
        languageMenu={<LanguageMenuButton />}
        signIn={(credentials) => login(credentials)}
        initialErrorKey={logoutReasonKey(params.get('reason'))}
      />
    </>
  );
}
