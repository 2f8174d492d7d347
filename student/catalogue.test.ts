/** Every `t('student.…')` key the student app's code names exists in its English catalogue. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { studentEn } from '../i18n/student/en';
import { LIVE_STATUSES } from './screens/LessonScreen';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

function has(key: string): boolean {
  let node: unknown = { student: studentEn };
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    const tree = node as Record<string, unknown>;
    // i18next plurals: `stars` is found as `stars_one` / `stars_other`.
    node = part in tree ? tree[part] : tree[`${part}_other`];
  }
  return typeof node === 'string';
}

describe('student catalogue', () => {
  it('has every key the screens use', () => {
    const dir = new URL('.', import.meta.url).pathname;
    const keys = files(dir).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(student\.[a-zA-Z0-9_.]+)'/g)].map((m) => m[1]!));
    expect(keys.length).toBeGreaterThan(30);
    const live = LIVE_STATUSES.map((s) => `student.lesson.live.${s}`);
    expect([...keys, ...live].filter((key) => !has(key))).toEqual([]);
  });
});
