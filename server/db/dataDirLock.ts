/**
 * PGlite is single-process: two processes on one data directory both accept writes and lose
 * some of them. The first process takes DATA_DIR/lock (created exclusively, holding its pid); any
 * other finds it and stops before it opens the database. A lock whose process is gone (a crash,
 * a killed container) is stale and taken over. Released on close and, as a last resort, on exit.
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `Another process${pid ? ` (pid ${pid})` : ''} is using the data directory ${dataDir}: the embedded database takes one process only. ` +
        `Stop it first, or give this one another DATA_DIR (if no such process runs, remove ${join(dataDir, 'lock')}).`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(file: string): number | null {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    return null;
  }
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'lock');
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = holder(file);
      if (pid === null && attempt < 2) continue; // released meanwhile: try again
      // An empty lock is being written this instant: held, not stale.
      if (attempt >= 2 || pid === null || Number.isNaN(pid) || alive(pid)) throw new DataDirLockedError(dataDir, pid !== null && !Number.isNaN(pid) ? pid : null);
      unlinkSync(file);
    }
  }
  let held = true;
  const release = (): void => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (holder(file) === process.pid) unlinkSync(file);
  };
  process.on('exit', release);
  return { release };
}
