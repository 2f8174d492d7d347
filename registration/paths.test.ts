import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { joinBookPath, joinPath, PATHS, rescheduleBookPath, rescheduleCompletePath, reschedulePath } from './paths';

describe('join and reschedule paths', () => {
  const token = '12.abc-DEF_ghi';

  it('builds the addresses of a booking token', () => {
    expect(joinPath(token)).toBe('/meetings/join/12.abc-DEF_ghi');
    expect(joinBookPath(token)).toBe('/meetings/join/12.abc-DEF_ghi/book');
    expect(reschedulePath(token)).toBe('/meetings/reschedule/12.abc-DEF_ghi');
    expect(rescheduleBookPath(token)).toBe('/meetings/reschedule/12.abc-DEF_ghi/book');
    expect(rescheduleCompletePath(token)).toBe('/meetings/reschedule/12.abc-DEF_ghi/complete');
  });

  it('builds addresses the route patterns read the token back from', () => {
    const cases: [string, string][] = [
      [PATHS.join, joinPath(token)],
      [PATHS.joinBook, joinBookPath(token)],
      [PATHS.reschedule, reschedulePath(token)],
      [PATHS.rescheduleBook, rescheduleBookPath(token)],
      [PATHS.rescheduleComplete, rescheduleCompletePath(token)],
    ];
    for (const [pattern, path] of cases) expect(matchPath(pattern, path)?.params.token).toBe(token);
  });

  it('keeps a mangled token inside its path segment', () => {
    expect(joinBookPath('a/b?c')).toBe('/meetings/join/a%2Fb%3Fc/book');
    expect(matchPath(PATHS.joinBook, joinBookPath('a/b?c'))).not.toBeNull();
  });
});
