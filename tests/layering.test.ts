/**
 * The browser code's layers (issue 26; ARCHITECTURE.md "Layout"): a floor under the three apps
 * (domain/, resources/, i18n/, ui/, dataProvider/ with the API client, its errors and the token
 * store, authProvider/ on it), the apps standing on it and never on each other, and inside the
 * console the generator as the floor chrome, layout and pages stand on. A relative import that
 * runs back up is named here, file and target, so the fix is plain. Tests and their kits may
 * reach anywhere; `resources/frameworkFree.test.ts` keeps the schema free of frameworks. No module,
 * browser or server, imports itself through others.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FLOOR = ['domain', 'resources', 'i18n', 'ui', 'dataProvider', 'authProvider'];

/** What each browser folder may import from the other top-level folders. */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  domain: [],
  resources: ['domain'],
  i18n: ['domain', 'resources'],
  ui: ['domain', 'resources', 'i18n'],
  dataProvider: ['domain', 'resources', 'i18n'],
  authProvider: ['domain', 'resources', 'i18n', 'dataProvider'],
  shell: FLOOR,
  'custom-pages': [...FLOOR, 'shell'],
  registration: FLOOR,
  student: FLOOR,
};

/** The console's files that register custom pages as its routes: the only way down from shell/ into custom-pages/. */
const REGISTERS_CUSTOM_PAGES: Readonly<Record<string, string>> = {
  'shell/ShellAdmin.tsx': 'the CSV import and story worlds routes',
  'shell/pages/routePages.tsx': "the route table's pages",
  'shell/dashboard/Dashboard.tsx': "each role's home page on the dashboard route",
  'shell/resources/lesson_plans/LessonPlanConsoleEdit.tsx': "the lesson_plans resource's edit route opens the plan editor",
};

/** Inside shell/: the generator is the floor, then chrome, layout and pages; none imports one above it. */
const SHELL_RANK: Readonly<Record<string, number>> = { generator: 0, chrome: 1, layout: 2, pages: 3 };
/** Ranked files that may import something above their rank, and why. */
const SHELL_UPWARD: Readonly<Record<string, string>> = {
  'shell/pages/resourceRoutes.tsx → shell/resourceScreens': "a resource's routes render the screens registered for it",
  'shell/pages/RoutePage.tsx → shell/resourceScreens': "a route page renders the screens registered for its resource",
};

const isTestCode = (path: string): boolean => /\.test\.tsx?$|testSupport\.tsx?$|TestKit\.tsx?$/.test(path);
/** An app's Vite config runs in Node when it is built or served (it may read the server's settings), never in the browser. */
const isBuildConfig = (path: string): boolean => /(^|[\\/])vite\.config\.ts$/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !isTestCode(path) && !isBuildConfig(path) ? [path] : [];
  });
}

/** Each relative import of `file` (static, re-export or dynamic), as a path from the root without extension. */
function importsOf(file: string): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  return [...source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => relative(ROOT, resolve(ROOT, dirname(file), m[1] ?? '')).replace(/\.(js|tsx?)$/, ''));
}

const edges = Object.keys(MAY_IMPORT).flatMap((folder) => sourceFiles(folder).flatMap((file) => importsOf(file).map((target) => ({ file, target }))));
const topOf = (path: string): string => path.split(/[\\/]/)[0] ?? '';
/** A shell file's folder under shell/ ('' for the shell's own root files). */
const shellPart = (path: string): string => (path.split(/[\\/]/).length > 2 ? (path.split(/[\\/]/)[1] ?? '') : '');

describe('the browser code stands on its floor', () => {
  it('reads the folders it checks', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges.some((e) => e.file === 'shell/pages/routePages.tsx' && topOf(e.target) === 'custom-pages')).toBe(true);
  });

  it('no folder imports one it does not stand on: no app another app, nothing on the floor an app', () => {
    const offending = edges
      .filter(({ file, target }) => topOf(file) !== topOf(target) && !MAY_IMPORT[topOf(file)]!.includes(topOf(target)))
      .filter(({ file, target }) => !(topOf(target) === 'custom-pages' && file in REGISTERS_CUSTOM_PAGES))
      .map(({ file, target }) => `${file} → ${target}`);
    expect(offending).toEqual([]);
  });

  it('inside the console, chrome, layout and pages stand on the generator, and none imports one above it', () => {
    const offending = edges
      .filter(({ file, target }) => topOf(file) === 'shell' && topOf(target) === 'shell' && shellPart(file) in SHELL_RANK)
      .filter(({ file, target }) => {
        const from = SHELL_RANK[shellPart(file)]!;
        const to = SHELL_RANK[shellPart(target)];
        return shellPart(file) !== shellPart(target) && (to === undefined || to > from);
      })
      .map(({ file, target }) => `${file} → ${target}`)
      .filter((edge) => !(edge in SHELL_UPWARD));
    expect(offending).toEqual([]);
  });

  it('every exception still names a file and an import that exist', () => {
    const files = new Set(edges.map((e) => e.file));
    for (const file of Object.keys(REGISTERS_CUSTOM_PAGES)) expect(edges.some((e) => e.file === file && topOf(e.target) === 'custom-pages'), file).toBe(true);
    for (const edge of Object.keys(SHELL_UPWARD)) {
      const [file, target] = edge.split(' → ') as [string, string];
      expect(files.has(file), file).toBe(true);
      expect(edges.some((e) => e.file === file && e.target === target), edge).toBe(true);
    }
  });
});

/** Every module of the product (browser and server) and the modules it imports, by path without extension. */
function importGraph(): Map<string, string[]> {
  const modules = [...Object.keys(MAY_IMPORT), 'server'].flatMap(sourceFiles);
  const known = new Set(modules.map((file) => file.replace(/\.tsx?$/, '')));
  const named = (target: string): string | undefined => [target, `${target}/index`].find((path) => known.has(path));
  return new Map(modules.map((file) => [file.replace(/\.tsx?$/, ''), importsOf(file).flatMap((target) => named(target) ?? [])]));
}

/** The import circles of a graph: each a path that comes back to where it started (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (module: string): void => {
    order.set(module, next);
    low.set(module, next++);
    stack.push(module);
    for (const target of graph.get(module) ?? []) {
      if (!order.has(target)) visit(target);
      if (stack.includes(target)) low.set(module, Math.min(low.get(module)!, low.get(target)!));
    }
    if (low.get(module) !== order.get(module)) return;
    const part = stack.splice(stack.indexOf(module));
    if (part.length > 1 || graph.get(module)?.includes(module)) found.push(part);
  };
  for (const module of graph.keys()) if (!order.has(module)) visit(module);
  return found;
}

describe('no import circle', () => {
  it('finds a circle where there is one', () => {
    expect(circles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
  });

  it('no module of the product imports itself through others (type-only and lazy imports count too)', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(1000);
    expect(circles(graph).map((part) => part.join(' → '))).toEqual([]);
  });
});
