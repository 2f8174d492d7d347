/**
 * One e-mail rule: the kit's `email` fields (server validation, console forms) and the
 * hand-written checks all agree with domain/email.ts, and no other file carries its own pattern.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fieldValidator } from '../resources/kit/validation';
import { users } from '../resources/users/schema';
import { isValidEmail, normaliseEmail } from './email';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const SOURCE_FOLDERS = ['domain', 'resources', 'server', 'shell', 'custom-pages', 'registration', 'dataProvider', 'authProvider'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const GOOD = ['ada@school.org', ' Ada@School.Sch.UK ', 'a.b+c@mail.example.com'];
const BAD = ['ada@school', 'ada school@x.org', '@school.org', 'ada@@school.org', 'ada', ''];

describe('e-mail addresses', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Ada@School.Sch.UK ')).toBe('ada@school.sch.uk');
  });

  it.each(GOOD)('accepts %j everywhere', (value) => {
    expect(isValidEmail(value)).toBe(true);
    expect(fieldValidator(users.attributes.email).isValidSync(value)).toBe(true);
  });

  it.each(BAD.filter((v) => v !== ''))('refuses %j everywhere', (value) => {
    expect(isValidEmail(value)).toBe(false);
    expect(fieldValidator(users.attributes.email).isValidSync(value)).toBe(false);
  });

  it('has its pattern in domain/email.ts only', () => {
    const copies = SOURCE_FOLDERS.flatMap((folder) => sources(join(ROOT, folder)))
      .filter((file) => readFileSync(file, 'utf8').includes('[^\\s@]+@'))
      .map((file) => relative(ROOT, file));
    expect(copies).toEqual(['domain/email.ts']);
  });
});
