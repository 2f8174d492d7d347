import { describe, expect, it } from 'vitest';
import { visibleTabs } from '../../chrome/DetailTabs';
import { organizationTabs, tabOf } from './organizationTabs';

describe('organisation tabs', () => {
  it('shows every tab to a viewer who may list everything, and only details while creating', () => {
    const tabs = organizationTabs(() => true);
    expect(visibleTabs(tabs, false).map((t) => t.path)).toEqual(['edit', 'edit/licensings', 'edit/teachers', 'edit/students', 'edit/classes']);
    expect(visibleTabs(tabs, true).map((t) => t.path)).toEqual(['edit']);
  });

  it('removes the tabs of lists the viewer may not open', () => {
    const tabs = organizationTabs((resource) => resource === 'users');
    expect(visibleTabs(tabs, false).map((t) => t.labelKey)).toEqual([
      'resources.organizations.tabs.details',
      'resources.organizations.tabs.teachers',
      'resources.organizations.tabs.students',
    ]);
  });

  it('reads the tab from the sub-path after /edit', () => {
    expect(tabOf('teachers')).toBe('teachers');
    expect(tabOf('classes/extra')).toBe('classes');
    expect(tabOf('')).toBe('details');
    expect(tabOf('unknown')).toBe('details');
    expect(tabOf(undefined)).toBe('details');
  });
});
