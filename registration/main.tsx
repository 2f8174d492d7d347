import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { readInitialPage } from './initialPage';
import { drawnAsTheBrowserWould } from './drawnAsTheBrowserWould';

const root = document.getElementById('root');
if (!root) throw new Error('registration: #root element missing from index.html');
const drawn = readInitialPage(document);
const app = (
  <StrictMode>
    <App initialPage={drawn} />
  </StrictMode>
);
// A transition, so React draws (or takes over) the page in slices that leave the main thread
// free between them, instead of one long task a tap would wait behind (issue 27: Lighthouse's
// total blocking time on /welcome and /sign-in).
startTransition(() => {
  if (drawn && drawnAsTheBrowserWould(drawn)) {
    hydrateRoot(root, app);
    return;
  }
  // Drawn for another visitor (another language, or signed in here): drawn again in the browser.
  root.replaceChildren();
  createRoot(root).render(app);
});
