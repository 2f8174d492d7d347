import { describe, expect, it } from 'vitest';
import { SHELL_ROUTES } from '../layout/routes';
import { ROUTE_PAGES } from './routePages';

describe('route pages', () => {
  it('every entry of the route table has its page: no role lands on a placeholder', () => {
    expect(SHELL_ROUTES.filter((route) => !ROUTE_PAGES[route.path]).map((route) => route.path)).toEqual([]);
  });
});
