/**
 * `resources/` is the framework-free schema shared by server and console: it imports neither
 * React nor Fastify, nor anything from the apps that import it (which would make a cycle).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = resolve(HERE, '..');
const FORBIDDEN_PACKAGES = /^(react|react-dom|react-admin|@mui\/|fastify|@fastify\/|drizzle-orm|pg$)/;
const APP_FOLDERS = ['shell', 'server', 'registration', 'custom-pages', 'student', 'authProvider', 'dataProvider'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
}

describe('resources/ stays framework-free', () => {
  const files = sourceFiles(HERE);

  it('holds no React files', () => {
    expect(files.filter((f) => f.endsWith('.tsx')).map((f) => relative(ROOT, f))).toEqual([]);
  });

  it('imports no UI or server framework and nothing from the apps', () => {
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter((spec) => {
          if (FORBIDDEN_PACKAGES.test(spec)) return true;
          if (!spec.startsWith('.')) return false;
          const top = relative(ROOT, resolve(join(file, '..'), spec)).split(/[\\/]/)[0] ?? '';
          return APP_FOLDERS.includes(top);
        })
        .map((spec) => `${relative(ROOT, file)} → ${spec}`),
    );
    expect(offending).toEqual([]);
  });
});
