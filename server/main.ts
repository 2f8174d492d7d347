/** `npm start`: the whole product in one process (see start.ts). */
import { constants } from 'node:os';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/dataDirLock';
import { PortInUseError, startServer } from './start';
import { serverLog } from './log';

let running: Awaited<ReturnType<typeof startServer>> | undefined;
let stopping = false;
/**
 * Listening before the start, so that a SIGTERM sent as soon as the start says the platform is
 * running drains the process (gracefulClose.ts) instead of ending it: the signal is caught from
 * here on and handled once the start has returned. One sent while the process still starts ends
 * it at once, as the default would: nothing is in flight yet. The exit is non-zero when the stop
 * had to cut requests that did not finish in time.
 */
const shutdown = (signal: NodeJS.Signals): void => {
  if (!running) process.exit(128 + constants.signals[signal]);
  if (stopping) return;
  stopping = true;
  void running.stop().then((cut) => process.exit(cut > 0 ? 1 : 0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

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
