/**
 * `npm run dev`: the API on PORT (3000) and Vite's dev servers with hot reload, which proxy /api
 * to the API on that same PORT (server/devApiTarget.ts): the shell on 5173 (vite.config.ts, http://127.0.0.1:5173/app/), the registration
 * app on 5174 (registration/vite.config.ts, http://127.0.0.1:5174/welcome) and the student app on
 * 5175 (student/vite.config.ts, http://127.0.0.1:5175/student/).
 */
import { createServer } from 'vite';
import { loadConfig } from './config';
import { startServer } from './start';

const { stop } = await startServer(loadConfig());
const shell = await createServer({ configFile: 'vite.config.ts' });
const registration = await createServer({ configFile: 'registration/vite.config.ts' });
const student = await createServer({ configFile: 'student/vite.config.ts' });
await shell.listen();
await registration.listen();
await student.listen();
console.log('Vite dev servers: shell http://127.0.0.1:5173/app/, registration http://127.0.0.1:5174/welcome, student http://127.0.0.1:5175/student/');
const shutdown = (): void => {
  void Promise.all([shell.close(), registration.close(), student.close(), stop()]).then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
