/**
 * axe-core in the page under test (WCAG 2.0 A/AA, 2.1 AA and 2.2 AA rules), reduced to what a
 * failure message needs: each critical or serious rule with the elements it flagged.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

export interface AxeFinding {
  id: string;
  impact: 'critical' | 'serious';
  targets: string[];
}

/** Which part of the page axe reads (axe-core's context: CSS selectors to include or leave out); the whole document when absent. */
export interface AxeContext {
  include?: string[][];
  exclude?: string[][];
}

interface AxeResultsShape {
  violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[];
}

/**
 * The critical and serious violations on the page as it is now. axe is loaded into the document
 * once (through the debugger, so a page keeps its CSP) and reused until the page navigates.
 */
export async function axeFindings(page: Page, context?: AxeContext): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    async ([tags, part]) => {
      const axe = (window as unknown as { axe: { run(ctx: Document | AxeContext, opts: object): Promise<unknown> } }).axe;
      return axe.run(part ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    },
    [[...AXE_TAGS], context ?? null] as const,
  );
  return (results as AxeResultsShape).violations.flatMap((v) =>
    v.impact === 'critical' || v.impact === 'serious'
      ? [{ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.map(String).join(' ')) }]
      : [],
  );
}

/** "rule (impact) ×n: first targets" lines for a failure message. */
export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings.map((f) => `  ${f.id} (${f.impact}) ×${f.targets.length}: ${f.targets.slice(0, 3).join(' | ')}`).join('\n');
}
