import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources';
import { viewer } from '../../tests/ui/viewers';
import { menuResources, ownSchoolResources } from './menuResources';

describe('menuResources', () => {
  it('lists every resource for a super user', () => {
    expect(menuResources(RESOURCES, viewer('admin', ['super_user']))).toEqual(RESOURCES.map((d) => d.name));
  });

  it('lists what an admin manages across schools, not the catalogues everyone reads', () => {
    expect(menuResources(RESOURCES, viewer('admin', ['tag_manager']))).toEqual(['tags', 'tag_groups', 'curriculums']);
    expect(menuResources(RESOURCES, viewer('admin', ['meeting_admin']))).toEqual(['organizations', 'meetings', 'meeting_occurrences', 'meeting_attendees']);
    expect(menuResources(RESOURCES, viewer('admin', []))).toEqual([]);
  });

  it('gives school admins the users and classes of their school, and teachers and parents no entries', () => {
    expect(menuResources(RESOURCES, viewer('teacher'))).toEqual([]);
    expect(menuResources(RESOURCES, viewer('teacher', [], { organizationAdmin: true }))).toEqual(['users', 'classes']);
    expect(menuResources(RESOURCES, viewer('teacher', ['user_admin']))).toEqual(['users', 'classes']);
    expect(menuResources(RESOURCES, viewer('parent'))).toEqual([]);
    expect(menuResources(RESOURCES, undefined)).toEqual([]);
  });

  it("gives a teacher their own school's classes, which they list and create, and nobody else such entries", () => {
    expect(ownSchoolResources(RESOURCES, viewer('teacher'))).toEqual(['classes']);
    // Organisation admins have the school's full lists instead; admins and parents have none.
    expect(ownSchoolResources(RESOURCES, viewer('teacher', [], { organizationAdmin: true }))).toEqual([]);
    expect(ownSchoolResources(RESOURCES, viewer('admin', ['super_user']))).toEqual([]);
    expect(ownSchoolResources(RESOURCES, viewer('parent'))).toEqual([]);
    expect(ownSchoolResources(RESOURCES, undefined)).toEqual([]);
  });
});
