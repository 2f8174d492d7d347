/**
 * What each built app makes a browser download before its first screen works (issue 15): the
 * page's module script and every chunk the page preloads (Vite writes a modulepreload link for
 * each static import of the entry), as raw and gzipped bytes. Chunks loaded later by a lazy
 * route or a dynamic import are not counted: they are not on the first screen's path.
 * Deterministic for one build, so tests may assert the budgets; the bench prints them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Each app's build folder and the address prefix its page loads assets from. */
export const APP_ENTRIES = [
  { app: 'app', label: 'console sign-in (/app/login)', base: '/app/' },
  { app: 'registration', label: 'registration welcome (/welcome)', base: '/' },
  { app: 'student', label: 'student app (/student)', base: '/student/' },
] as const;

export type AppName = (typeof APP_ENTRIES)[number]['app'];

/** Gzipped bytes each app's first screen should load at most (issue 15's goals; the bench reports them). */
export const FIRST_SCREEN_GZIP_BUDGET: Record<AppName, number> = {
  app: 150 * 1024,
  registration: 120 * 1024,
  student: 100 * 1024,
};

/**
 * What tests/e2e/app-bundles.test.ts enforces: the goal where it is met, else a ceiling a little
 * above today's size so the first screen cannot grow unnoticed (see WHY_GOALS_MISSED); lower the
 * ceiling whenever a change makes them smaller.
 */
export const FIRST_SCREEN_GZIP_LIMIT: Record<AppName, number> = {
  app: FIRST_SCREEN_GZIP_BUDGET.app,
  registration: 200 * 1024,
  student: 168 * 1024,
};

/**
 * Why the registration and student goals are missed (printed by the bench under the sizes).
 * Measured from the student build's source map (each package's share, gzipped): react-dom 62
 * KiB, @mui/material with @mui/system, @mui/utils and emotion about 58 KiB, i18next 14 KiB. So
 * any first screen drawn with MUI, as ARCHITECTURE.md's stack and conventions ask, starts at
 * about 120 KiB before its own code, its router and its translations.
 */
export const WHY_GOALS_MISSED = [
  'Why missed: react-dom (62 KiB) and MUI with emotion (~58 KiB) come to ~120 KiB before any code of the page;',
  'i18next (14), react-router (13.5, registration) and the page itself add the rest. Meeting 100-120 KiB',
  'would need first screens drawn without MUI, against ARCHITECTURE.md (MUI components over hand-made ones).',
];

export interface EntrySize {
  app: AppName;
  files: string[];
  raw: number;
  gzip: number;
}

/** The scripts the built page loads at once: its module entry and its modulepreload links. */
export function firstScreenScripts(distDir: string, app: AppName, base: string): string[] {
  const page = readFileSync(join(distDir, app, 'index.html'), 'utf8');
  const urls = [
    ...[...page.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...page.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
  ];
  return [...new Set(urls)].map((url) => (url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, '')));
}

export function entrySize(distDir: string, app: AppName, base: string): EntrySize {
  const files = firstScreenScripts(distDir, app, base);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const path = join(distDir, app, file);
    if (!existsSync(path)) throw new Error(`${app}: ${file} is in index.html but not in the build`);
    const bytes = readFileSync(path);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { app, files, raw, gzip };
}

/** For `npm run bench`: one line per app. */
export function bundleSizeLines(distDir = 'dist'): string[] {
  return APP_ENTRIES.map(({ app, label, base }) => {
    const size = entrySize(distDir, app, base);
    const budget = FIRST_SCREEN_GZIP_BUDGET[app];
    const kib = (n: number): string => `${(n / 1024).toFixed(0)} KiB`;
    const verdict = size.gzip <= budget ? 'met' : `missed by ${kib(size.gzip - budget)}`;
    return `${label}: ${size.files.length} scripts, ${kib(size.raw)} raw, ${kib(size.gzip)} gzipped (budget ${kib(budget)}: ${verdict})`;
  });
}

/** The sizes, and the reason under them when a goal is missed. */
export function bundleSizeReport(distDir = 'dist'): string[] {
  const lines = bundleSizeLines(distDir);
  return lines.some((l) => l.includes('missed')) ? [...lines, ...WHY_GOALS_MISSED] : lines;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(bundleSizeReport().join('\n'));
