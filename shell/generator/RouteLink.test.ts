import { describe, expect, it } from 'vitest';
import { fillRoute } from './RouteLink';

describe('the link control', () => {
  it("fills a pattern from the current route's parameters, extras winning", () => {
    expect(fillRoute('/meetings/:parentId/attendees/new', { parentId: '4', '*': 'x' })).toBe('/meetings/4/attendees/new');
    expect(fillRoute('/meetings/:parentId/attendees/:id/edit', { parentId: '4', id: '2' }, { id: 9 })).toBe('/meetings/4/attendees/9/edit');
  });

  it('refuses a pattern whose parameter neither the route nor the extras hold', () => {
    expect(() => fillRoute('/meetings/:parentId/attendees', { id: '4' })).toThrow(':parentId');
  });
});
