/**
 * The environment label of the header (seed 2.6): shown outside production, the environment's
 * name in capitals plus the word "environment". The server names it in the page it serves (one
 * build runs in every environment); under Vite's dev server, Vite's mode names it.
 */
export function environmentName(mode: string | undefined): string | null {
  if (!mode || mode === 'production') return null;
  return mode;
}

export const ENVIRONMENT_PLACEHOLDER = '__APP_ENVIRONMENT__';

export function currentMode(): string | undefined {
  const served = typeof document === 'undefined' ? null : document.querySelector('meta[name="app-environment"]')?.getAttribute('content');
  return served && served !== ENVIRONMENT_PLACEHOLDER ? served : import.meta.env.MODE;
}
