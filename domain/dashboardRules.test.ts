import { describe, expect, it } from 'vitest';
import { dayWindow, isDashboardUrl, parseDashboardLinks, weekOf } from './dashboardRules';

describe('dashboard links', () => {
  it('reads one `label | url` per line and skips what is not a link', () => {
    const text = ['Library | /app/library', '', 'Help | https://example.org/help', 'no bar here', ' | https://example.org', 'Bad | javascript:alert(1)', 'Proto | //evil.test', 'A | B | https://example.org/ab'].join('\r\n');
    expect(parseDashboardLinks(text)).toEqual([
      { label: 'Library', url: '/app/library' },
      { label: 'Help', url: 'https://example.org/help' },
      { label: 'A | B', url: 'https://example.org/ab' },
    ]);
    expect(parseDashboardLinks(null)).toEqual([]);
  });

  it('accepts http(s) and the product\'s own paths only', () => {
    expect(isDashboardUrl('http://example.org')).toBe(true);
    expect(isDashboardUrl('/app/profile')).toBe(true);
    expect(isDashboardUrl('data:text/html,hi')).toBe(false);
    expect(isDashboardUrl('/\\evil.test')).toBe(false);
    expect(isDashboardUrl('example.org')).toBe(false);
  });
});

describe('day windows', () => {
  it('covers the given number of UTC days ending today, oldest first', () => {
    const now = new Date('2026-03-10T08:30:00Z');
    const w = dayWindow(now, 30);
    expect(w.days).toHaveLength(30);
    expect(w.days[0]).toBe('2026-02-09');
    expect(w.days[29]).toBe('2026-03-10');
    expect(w.from.toISOString()).toBe('2026-02-09T00:00:00.000Z');
    expect(w.to).toBe(now);
  });

  it('a week starts on Monday (UTC) and holds today', () => {
    expect(weekOf(new Date('2026-03-11T23:59:00Z')).days).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15']);
    const sunday = weekOf(new Date('2026-03-15T10:00:00Z'));
    expect(sunday.from.toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(sunday.to.toISOString()).toBe('2026-03-16T00:00:00.000Z');
    expect(weekOf(new Date('2026-03-16T00:00:00Z')).days[0]).toBe('2026-03-16');
  });
});
