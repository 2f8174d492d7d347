/** `npm run seed`: applies migrations and the demo data to the configured database. Idempotent. */
import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../open';
import { seedDemo } from './demo';

const config = loadConfig();
if (config.production) {
  console.error('Refusing to seed demo data with NODE_ENV=production.');
  process.exit(1);
}
const database = await openConfiguredDatabase(config);
await seedDemo(database.db, config.demoPassword);
await database.close();
console.log(`Demo data is in place (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}).`);
