/**
 * The environment label of the header (seed 2.6): shown outside production, the environment's
 * name in capitals plus the word "environment". The server names it in the page it serves (one
 * build runs in every environment); under Vite's dev server, Vite's mode names it.
 */
export function environmentName(mode: string | undefined): string | null {
  if (!mode || mode === 'production') return null;
  return mode;
}

export { currentEnvironment as currentMode } from '../../dataProvider/deployment';
