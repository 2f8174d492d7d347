import { describe, expect, it } from 'vitest';
import { USER_ROLES } from '../domain/roles';
import { reachesResourceScreens } from './screenReach';

describe('reachesResourceScreens', () => {
  it('opens resource screens to staff only, never to families or pupils', () => {
    expect(USER_ROLES.filter(reachesResourceScreens)).toEqual(['admin', 'teacher']);
  });
});
