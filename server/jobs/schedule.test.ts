/**
 * Periodic jobs run once at a time across processes (issue 15): the advisory lock lets one
 * process in and turns the others away for that turn, and is free again once the run ends.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { openTestDatabase, testDbKinds, type TestDatabase } from '../../tests/support/testDatabase';
import { runExclusively, scheduleJob } from './schedule';

const kinds = await testDbKinds({ postgres: 'periodic jobs take a PostgreSQL advisory lock, which turns a second process away' });

/** A promise the test settles by hand, to hold a job mid-run. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe.each(kinds)('periodic jobs on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => t.dispose());

  it('runs a job and frees its lock when the run ends', async () => {
    let runs = 0;
    const job = { name: 'count', run: async () => void (runs += 1) };
    expect(await runExclusively(t.db, job)).toBe(true);
    expect(await runExclusively(t.db, job)).toBe(true);
    expect(runs).toBe(2);
  });

  it('frees the lock when a run fails, and reports the failure', async () => {
    const failing = { name: 'fails', run: async () => Promise.reject(new Error('boom')) };
    await expect(runExclusively(t.db, failing)).rejects.toThrow('boom');
    expect(await runExclusively(t.db, { name: 'fails', run: async () => undefined })).toBe(true);
  });

  it('never overlaps a run in one process, and stop waits for the run in progress', async () => {
    const held = gate();
    let started = 0;
    let finished = 0;
    const lines: string[] = [];
    // The interval's ticks are driven by hand; the database work runs for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const scheduled = scheduleJob(t.db, { name: 'slow', intervalMs: 5, run: async () => {
      started += 1;
      await held.opened;
      finished += 1;
    } }, (line) => lines.push(line));
    while (started === 0) await new Promise((resolve) => setImmediate(resolve));
    // Ten ticks come while the first run is held; none may start a second run.
    vi.advanceTimersByTime(50);
    expect(started).toBe(1);
    vi.useRealTimers();
    const stopped = scheduled.stop();
    held.open();
    await stopped;
    expect(finished).toBe(1);
    expect(lines).toEqual([]);
  });

  it.runIf(kind === 'postgres')('lets one of two processes run a job and turns the other away while it runs', async () => {
    const other: Database = await openDatabase({ url: t.url! });
    try {
      const held = gate();
      let runs = 0;
      const job = { name: 'shared', run: async () => {
        runs += 1;
        await held.opened;
      } };
      const first = runExclusively(t.db, job);
      // Until the first run has the lock, a second attempt could still win it: wait for the run.
      while (runs === 0) await new Promise((resolve) => setImmediate(resolve));
      expect(await runExclusively(other.db, job)).toBe(false);
      // Another job's lock is its own.
      expect(await runExclusively(other.db, { name: 'another', run: async () => undefined })).toBe(true);
      held.open();
      expect(await first).toBe(true);
      expect(await runExclusively(other.db, job)).toBe(true);
      expect(runs).toBe(2);
    } finally {
      await other.close();
    }
  });
});
