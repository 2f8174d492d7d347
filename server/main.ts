/** `npm start`: the whole product in one process (see start.ts). */
import { loadConfig } from './config';
import { DataDirLockedError } from './db/dataDirLock';
import { PortInUseError, startServer } from './start';
import { serverLog } from './log';

let running: Awaited<ReturnType<typeof startServer>>;
try {
  running = await startServer(loadConfig());
} catch (err) {
  // The two ways a second copy fails to start say so plainly, without a stack trace.
  if (err instanceof DataDirLockedError || err instanceof PortInUseError) {
    serverLog.error(err.message);
    process.exit(1);
  }
  throw err;
}
const shutdown = (): void => {
  void running.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
