/**
 * The environment label of the header (seed 2.6): shown outside production, the environment's
 * name in capitals plus the word "environment". Vite's `import.meta.env.MODE` names it.
 */
export function environmentName(mode: string | undefined): string | null {
  if (!mode || mode === 'production') return null;
  return mode;
}

export function currentMode(): string | undefined {
  return import.meta.env.MODE;
}
