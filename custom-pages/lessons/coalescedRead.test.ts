/** A live tab's coalesced reads: a burst of requests is one read now and one after it. */
import { describe, expect, it } from 'vitest';
import { coalescedRead } from './coalescedRead';

function gate() {
  const pending: (() => void)[] = [];
  let started = 0;
  const read = () =>
    new Promise<void>((resolve) => {
      started++;
      pending.push(resolve);
    });
  const finishOne = async () => {
    pending.shift()?.();
    // Let the read's settling and the next read's start run.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { read, finishOne, started: () => started };
}

const tick = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('coalescedRead', () => {
  it('makes the requests of one task one read, and those made while it is out one more', async () => {
    const g = gate();
    const reads = coalescedRead(g.read);
    reads.request();
    reads.request();
    await tick();
    expect(g.started()).toBe(1);
    for (let i = 0; i < 10; i++) reads.request();
    await tick();
    expect(g.started()).toBe(1);
    await g.finishOne();
    expect(g.started()).toBe(2);
    await g.finishOne();
    expect(g.started()).toBe(2);
  });

  it('goes on after a failed read, and reads no more once stopped', async () => {
    let calls = 0;
    const reads = coalescedRead(async () => {
      calls++;
      throw new Error('offline');
    });
    reads.request();
    await tick();
    reads.request();
    await tick();
    expect(calls).toBe(2);
    reads.stop();
    reads.request();
    await tick();
    expect(calls).toBe(2);
  });
});
