/**
 * `/readyz`'s own PostgreSQL connection (issue 24): readiness asks the database on a connection
 * outside the request pool, so a pool busy with a class's answers does not make a healthy process
 * look dead to the balancer (a check queued behind requests timed out and took the last process
 * out of rotation). One connection, opened on first use; a check that fails or outlasts its time
 * drops it, and the next opens another.
 */
import pg from 'pg';

export interface PingConnection {
  /** Resolves when the database answers `SELECT 1` within `timeoutMs`, else rejects. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** Resolves when `work` does within `timeoutMs`; rejects when it fails or is late. */
export async function answersWithin(work: Promise<unknown>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the database did not answer in time')), timeoutMs)));
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function pingConnection(url: string): PingConnection {
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  const drop = (): void => {
    const old = client;
    client = undefined;
    connecting = undefined;
    void old?.end().catch(() => undefined);
  };
  const connected = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const fresh = new pg.Client({ connectionString: url });
      // A connection the server drops must not crash the process: the next check opens another.
      fresh.on('error', drop);
      await fresh.connect();
      client = fresh;
      return fresh;
    })().catch((err: unknown) => {
      connecting = undefined;
      throw err;
    });
    return connecting;
  };
  return {
    async ping(timeoutMs) {
      try {
        await answersWithin(
          connected().then((c) => c.query('SELECT 1')),
          timeoutMs,
        );
      } catch (err) {
        drop();
        throw err;
      }
    },
    async close() {
      const old = client;
      client = undefined;
      connecting = undefined;
      await old?.end().catch(() => undefined);
    },
  };
}
