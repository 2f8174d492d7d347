/**
 * Pure rules behind the dashboards (issue 12): how the configured link lists read, and which
 * days a window or a week covers. The server builds the documents of domain/dashboards.ts with
 * them; no clock here, the caller passes "now" (the server's `app.now()`).
 */
import type { DashboardLink } from './dashboards';

const DAY_MS = 86_400_000;

/** yyyy-MM-dd of a UTC day. */
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const startOfUtcDay = (now: Date): number => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

/**
 * A link target a dashboard may show: an http(s) URL or a path of the product itself ("/app/…").
 * Anything else (javascript:, data:, "//host" …) is not a link, so a configuration can never put
 * a script behind a dashboard button.
 */
export function isDashboardUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Links written one per line as `label | url` (dashboard configurations, organisations'
 * quickLinks). Blank lines and lines without a label or a usable URL are skipped; a `|` inside
 * the label is kept (the URL follows the last one).
 */
export function parseDashboardLinks(text: string | null | undefined): DashboardLink[] {
  if (!text) return [];
  return text.split(/\r?\n/).flatMap((line) => {
    const bar = line.lastIndexOf('|');
    if (bar < 0) return [];
    const label = line.slice(0, bar).trim();
    const url = line.slice(bar + 1).trim();
    return label !== '' && isDashboardUrl(url) ? [{ label, url }] : [];
  });
}

export interface DayWindow {
  /** Start of the oldest day (inclusive). */
  from: Date;
  /** The end: "now" (inclusive); later records are not counted. */
  to: Date;
  /** The UTC days, oldest first. */
  days: string[];
}

/** The `count` UTC days ending with today (now's day), oldest first. */
export function dayWindow(now: Date, count: number): DayWindow {
  const today = startOfUtcDay(now);
  const days = Array.from({ length: count }, (_, i) => dayOf(today - (count - 1 - i) * DAY_MS));
  return { from: new Date(today - (count - 1) * DAY_MS), to: now, days };
}

/** The Monday-start UTC week holding now: [from, to) and its seven days. */
export function weekOf(now: Date): { from: Date; to: Date; days: string[] } {
  const today = startOfUtcDay(now);
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const monday = today - sinceMonday * DAY_MS;
  return {
    from: new Date(monday),
    to: new Date(monday + 7 * DAY_MS),
    days: Array.from({ length: 7 }, (_, i) => dayOf(monday + i * DAY_MS)),
  };
}
