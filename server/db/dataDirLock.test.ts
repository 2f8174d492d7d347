import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './dataDirLock';

describe('data directory lock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lock-test-'));
  const file = join(dir, 'lock');
  afterEach(() => rmSync(file, { force: true }));

  it('is held by one taker at a time and gone once released', () => {
    const lock = lockDataDir(dir);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses while a live process holds it, and takes over from one that is gone', () => {
    const parent = process.ppid;
    writeFileSync(file, String(parent));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(readFileSync(file, 'utf8')).toBe(String(parent));
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(file, gone);
    const lock = lockDataDir(dir);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
