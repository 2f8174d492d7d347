import { describe, expect, it } from 'vitest';
import { viewer } from '../../tests/ui/viewers';
import { userListPath, userListsFor } from './userLists';

const keys = (v: Parameters<typeof userListsFor>[0]): string[] => userListsFor(v).map((l) => l.key);

describe('user lists by role', () => {
  it('gives admins who manage every school all five lists', () => {
    expect(keys(viewer('admin', ['super_user']))).toEqual(['teachers', 'students', 'parents', 'children', 'admins']);
    expect(keys(viewer('admin', ['org_admin']))).toEqual(['teachers', 'students', 'parents', 'children', 'admins']);
  });

  it("gives a school admin their school's teachers and students, a teacher their students, and others nothing", () => {
    expect(keys(viewer('teacher', [], { organizationAdmin: true }))).toEqual(['teachers', 'students']);
    // A teacher reads their own school's students (seed 2.6 menu by role): "My students".
    expect(keys(viewer('teacher'))).toEqual(['myStudents']);
    expect(keys(viewer('admin', ['tag_manager']))).toEqual([]);
    expect(keys(viewer('parent'))).toEqual([]);
  });

  it('links to the users list filtered by role, archived on request', () => {
    expect(decodeURIComponent(userListPath('home_student'))).toBe('/users?filter={"role":"home_student"}');
    expect(decodeURIComponent(userListPath('teacher', true))).toBe('/users?filter={"role":"teacher","archived":true}');
  });
});
