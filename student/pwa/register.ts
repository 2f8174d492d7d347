/**
 * Registers the student app's service worker (student/pwa/serviceWorker.ts) in built apps only:
 * the dev server and vitest have no sw.js. Its scope is `/student` without the slash, because the
 * app's own address is `/student` (joinFromAddress.ts returns there); the server allows that
 * scope with `Service-Worker-Allowed` (server/static.ts).
 */
export const SERVICE_WORKER_URL = '/student/sw.js';
export const SERVICE_WORKER_SCOPE = '/student';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After load, so installing (which downloads every file once) never competes with the first screen.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch((error: unknown) => {
      // The app works without it, only without the offline start.
      console.warn('student: service worker not registered', error);
    });
  });
}
