import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources';
import { SHELL_ROUTES } from './routes';
import { iconFor } from '../generator/icons';
import { USER_LISTS } from './userLists';

describe('menu icons', () => {
  it('every icon a resource definition or a shell route names exists, so none falls back to the default', () => {
    const named = [...RESOURCES.flatMap((def) => (def.icon ? [[def.name, def.icon]] : [])), ...SHELL_ROUTES.map((r) => [r.path, r.icon]), ...USER_LISTS.map((l) => [l.key, l.icon])];
    expect(named.filter(([, icon]) => iconFor(icon) === undefined)).toEqual([]);
  });

  it("a super user's menu (every resource, the users lists) gives each entry an icon of its own", () => {
    const icons = [...RESOURCES.filter((def) => def.name !== 'users').map((def) => def.icon), ...USER_LISTS.map((l) => l.icon)];
    expect(icons.filter((icon, i) => icons.indexOf(icon) !== i)).toEqual([]);
  });

  it("the shell's own entries each have an icon of their own", () => {
    const icons = SHELL_ROUTES.filter((r) => !r.excludeFromMenu).map((r) => r.icon);
    expect(new Set(icons).size).toBe(icons.length);
  });
});
