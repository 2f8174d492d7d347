/**
 * The console's entry decides before react-admin is downloaded (issue 15). A visitor with a
 * stored token gets the full console (App.tsx, loaded on demand), which checks the token and
 * logs a dead one out with its message as before. A visitor without one gets the light sign-in
 * screen (boot/SignInScreen.tsx) at /app/login, the page they asked for remembered; once they
 * are signed in, the full console loads at that page in the language they had.
 * Only what this file imports statically is on the first screen's path (Vite preloads it).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { consumeJwtFromUrl } from '../authProvider/consumeJwtFromUrl';
import { tokenStore } from '../dataProvider/tokenStore';
import { NO_CONNECTION_MESSAGE } from '../dataProvider/messageKeys';
import { browserSources, detectLocale, type ShellLocale } from '../i18n/detectLocale';
import { moveToSignIn, pageAfterSignIn } from './boot/signInAddress';
import { SignInScreen } from './boot/SignInScreen';

const element = document.getElementById('root');
if (!element) throw new Error('shell: #root element missing from index.html');
const root = createRoot(element);

/** Loads the full console and shows it, at `page` when given (pushed as react-admin's login navigates). */
async function openConsole(locale?: ShellLocale, page?: string): Promise<void> {
  // A failed download is a lost connection, said on the sign-in card like a failed request.
  const { App } = await import('./App').catch(() => {
    throw new Error(NO_CONNECTION_MESSAGE);
  });
  if (page !== undefined) window.history.pushState(null, '', page);
  root.render(
    <StrictMode>
      <App {...(locale ? { initialLocale: locale } : {})} />
    </StrictMode>,
  );
}

// A `jwt` in the address (the student app's launch, a mail link) is a session too.
consumeJwtFromUrl(window.location, window.history);
if (tokenStore.get() !== null) {
  void openConsole();
} else {
  // Detected before the address moves to /app/login, so a `?lng=` asked for still counts.
  const locale = detectLocale(browserSources());
  moveToSignIn(window.location, window.history);
  root.render(
    <StrictMode>
      <SignInScreen initialLocale={locale} onSignedIn={(chosen) => openConsole(chosen, pageAfterSignIn(window.history.state))} />
    </StrictMode>,
  );
}
