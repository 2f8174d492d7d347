/** `npm start`: the whole product in one process (see start.ts). */
import { loadConfig } from './config';
import { startServer } from './start';

const { stop } = await startServer(loadConfig());
const shutdown = (): void => {
  void stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
