/** Opens the configured database and brings its schema up to date. */
import { join } from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { migrate } from './migrate';

export async function openConfiguredDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') },
  );
  await migrate(database);
  return database;
}
