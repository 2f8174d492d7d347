/**
 * `npm run dev`: the API on PORT (3000) and Vite's dev servers with hot reload, which proxy /api
 * to the API: the shell on 5173 (vite.config.ts, http://127.0.0.1:5173/app/) and the registration
 * app on 5174 (registration/vite.config.ts, http://127.0.0.1:5174/welcome).
 */
import { createServer } from 'vite';
import { loadConfig } from './config';
import { startServer } from './start';

const { stop } = await startServer(loadConfig());
const shell = await createServer({ configFile: 'vite.config.ts' });
const registration = await createServer({ configFile: 'registration/vite.config.ts' });
await shell.listen();
await registration.listen();
console.log('Vite dev servers: shell http://127.0.0.1:5173/app/, registration http://127.0.0.1:5174/welcome');
const shutdown = (): void => {
  void Promise.all([shell.close(), registration.close(), stop()]).then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
