/**
 * The organisation page's tabs (issue 3): details, licensings, teachers, students and classes.
 * Every tab but details needs a saved record (hideOnNew); a tab the viewer cannot list is removed.
 */
import type { DetailTab } from '../../chrome/DetailTabs';

export type OrganizationTab = 'details' | 'licensings' | 'teachers' | 'students' | 'classes';

/** The resource each tab lists, for the permission check. */
export const TAB_RESOURCE: Record<Exclude<OrganizationTab, 'details'>, string> = {
  licensings: 'licensings',
  teachers: 'users',
  students: 'users',
  classes: 'classes',
};

export function organizationTabs(canList: (resource: string) => boolean): DetailTab[] {
  const tab = (key: OrganizationTab, path: string): DetailTab => ({
    path,
    labelKey: `resources.organizations.tabs.${key}`,
    ...(key === 'details' ? {} : { hideOnNew: true, allowed: canList(TAB_RESOURCE[key]) }),
  });
  return [
    tab('details', 'edit'),
    tab('licensings', 'edit/licensings'),
    tab('teachers', 'edit/teachers'),
    tab('students', 'edit/students'),
    tab('classes', 'edit/classes'),
  ];
}

/** The tab a sub-path after `/edit` names; anything unknown shows the details. */
export function tabOf(subPath: string | undefined): OrganizationTab {
  const key = (subPath ?? '').split('/')[0];
  return key === 'licensings' || key === 'teachers' || key === 'students' || key === 'classes' ? key : 'details';
}
