/**
 * The one place the bearer token lives, shared by the data and auth providers. localStorage keeps
 * the session across reloads (seed: persisted session `jwt`); a memory fallback keeps Node tests
 * and browsers with storage disabled working instead of throwing on every request.
 */
export const TOKEN_KEY = 'jwt';

let memory: string | null = null;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some browsers throw on mere access when storage is disabled.
    return undefined;
  }
}

export const tokenStore = {
  get(): string | null {
    const store = storage();
    return store ? store.getItem(TOKEN_KEY) : memory;
  },
  set(token: string): void {
    const store = storage();
    if (store) store.setItem(TOKEN_KEY, token);
    else memory = token;
  },
  clear(): void {
    storage()?.removeItem(TOKEN_KEY);
    memory = null;
  },
};
