/**
 * Opens the configured database and brings its schema up to date. The embedded database's
 * directory is locked first (dataDirLock.ts), so a second process stops before it migrates.
 */
import { join } from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { lockDataDir } from './dataDirLock';
import { migrate } from './migrate';

export async function openConfiguredDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl });
    await migrate(database);
    return database;
  }
  const lock = lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ dataDir: join(config.dataDir, 'pglite') });
    await migrate(database);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}
