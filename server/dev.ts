/**
 * `npm run dev`: the API on PORT (3000) and Vite's dev server with hot reload on 5173,
 * which proxies /api to the API (vite.config.ts). Open http://127.0.0.1:5173/app/.
 */
import { createServer } from 'vite';
import { loadConfig } from './config';
import { startServer } from './start';

const { stop } = await startServer(loadConfig());
const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();
console.log('Vite dev server: http://127.0.0.1:5173/app/');
const shutdown = (): void => {
  void Promise.all([vite.close(), stop()]).then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
