/**
 * What the console's first screen downloads is what shell/main.tsx imports statically (Vite
 * preloads each such module): react-admin, i18next and the complete catalogues must stay behind a
 * dynamic import, or the light sign-in screen would carry the whole console again (issue 15).
 * Read from the sources, so a stray import fails here before any build; the bench measures bytes.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENTRY = resolve('shell/main.tsx');
const HEAVY_PACKAGES = ['react-admin', 'ra-core', 'ra-ui-materialui', 'ra-i18n-i18next', 'i18next', 'yup', 'papaparse'];
/**
 * The console theme (shell/chrome/theme.ts) extends react-admin's `defaultTheme`, a plain object:
 * react-admin is marked free of side effects, so the build keeps that object only (about 1 KB).
 */
const ALLOWED = new Set([`${resolve('shell/chrome/theme.ts')} react-admin`]);
const HEAVY_FILES = ['i18n/en.ts', 'i18n/fi.ts', 'i18n/es.ts', 'i18n/pt.ts', 'i18n/provider.ts', 'resources/index.ts', 'shell/App.tsx', 'shell/ShellAdmin.tsx'].map((f) => resolve(f));

/** The specifiers a module imports for its running code (`import type` and `import()` left out). */
function runtimeImports(source: string): string[] {
  const statements = source.match(/^(?:import|export)\b[^;]*?\bfrom\s+'[^']+'/gms) ?? [];
  const bare = [...source.matchAll(/^import\s+'([^']+)'/gm)].map((m) => m[1] ?? '');
  return [
    ...statements.filter((s) => !/^(?:import|export)\s+type\b/.test(s)).map((s) => /'([^']+)'$/.exec(s)?.[1] ?? ''),
    ...bare,
  ];
}

function resolveFile(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((p) => statSync(p, { throwIfNoEntry: false })?.isFile());
}

/** Every project file the entry reaches through static imports, and every package it names (ALLOWED aside). */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) {
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier);
        if (!ALLOWED.has(`${file} ${name}`)) packages.add(name);
        continue;
      }
      const target = resolveFile(file, specifier);
      if (target) visit(target);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the console entry', () => {
  it('imports neither react-admin nor the full console and catalogues before a dynamic import', () => {
    const { files, packages } = staticGraph(ENTRY);
    expect(files.size).toBeGreaterThan(10);
    expect(packages).toContain('@mui/material');
    expect(HEAVY_PACKAGES.filter((p) => packages.has(p))).toEqual([]);
    expect(HEAVY_FILES.filter((f) => files.has(f))).toEqual([]);
  });
});
