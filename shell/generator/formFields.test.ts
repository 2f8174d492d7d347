import { describe, expect, it } from 'vitest';
import { organizations, users } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { viewer } from '../../tests/ui/viewers';
import { formSlots, type FormMode } from './formFields';

const asDef = (d: unknown): ResourceDef => d as ResourceDef;
function layout(def: ResourceDef, mode: FormMode, v = viewer('admin', ['super_user']), record?: Record<string, unknown>) {
  const slots = formSlots(def, mode, v, record);
  return {
    inputs: slots.filter((s) => s.editable).map((s) => (s.type === 'relation' ? s.source : s.name)),
    readOnly: slots.filter((s) => !s.editable).map((s) => s.name),
  };
}

describe('formSlots', () => {
  it('gives a super user an input for every writable field on create, nothing server-set', () => {
    const { inputs, readOnly } = layout(asDef(users), 'create');
    expect(inputs).toEqual(expect.arrayContaining(['email', 'password', 'permissions', 'preferences', 'organizationId', 'parentId']));
    expect(inputs).not.toContain('createdAt');
    expect(inputs).not.toContain('childrenIds');
    expect(readOnly).toEqual([]);
  });

  it('shows server-set fields read-only on edit and never shows a password read-only', () => {
    const { readOnly, inputs } = layout(asDef(users), 'edit');
    // A student's classes are the classes' to change (their `students`): shown, never edited here.
    expect(readOnly).toEqual(['photoUrl', 'emailConfirmedAt', 'archivedAt', 'createdAt', 'updatedAt', 'classes']);
    expect(inputs).toContain('password');
  });

  it("follows the definition's writable lists: a school admin cannot set limits or permissions", () => {
    const schoolAdmin = viewer('teacher', [], { organizationAdmin: true });
    // Their own school (the viewer's organisation is 9).
    const org = layout(asDef(organizations), 'edit', schoolAdmin, { id: '9', isSignUpOrg: false });
    expect(org.inputs).toEqual(['name', 'address1', 'city', 'postalCode', 'country', 'latitude', 'longitude', 'domain', 'welcomeMessages', 'quickLinks', 'curriculumsIds']);
    expect(org.readOnly).toEqual(expect.arrayContaining(['studentsLimit', 'teachersLimit', 'plan']));
    // Teacher limit and plan are theirs only while the school signs up (writableWhile), as on the server.
    const signingUp = layout(asDef(organizations), 'edit', schoolAdmin, { id: '9', isSignUpOrg: true });
    expect(signingUp.inputs).toEqual(expect.arrayContaining(['teachersLimit', 'plan']));
    expect(layout(asDef(organizations), 'edit', undefined, { id: '1', isSignUpOrg: false }).inputs).toContain('teachersLimit');
    const user = layout(asDef(users), 'edit', schoolAdmin);
    expect(user.readOnly).toContain('permissions');
    expect(user.inputs).toContain('role');
  });

  it("offers on each record only what the grants reaching it may write: a parent's child is not their own profile", () => {
    const parent = viewer('parent', [], { organizationId: null });
    const child = layout(asDef(users), 'edit', parent, { id: '43', role: 'home_student', parentId: parent.id });
    expect(child.inputs).toEqual(expect.arrayContaining(['firstName', 'username', 'password', 'age']));
    expect(child.inputs).not.toContain('email');
    expect(child.inputs).not.toContain('languages');
    expect(child.inputs).not.toContain('privacyPolicy');
    const own = layout(asDef(users), 'edit', parent, { id: parent.id, role: 'parent', parentId: null });
    expect(own.inputs).toEqual(expect.arrayContaining(['email', 'languages']));
    expect(own.inputs).not.toContain('age');
  });

  it("offers on a user's record only the fields of their role, and a person's sign-up facts only to themselves or staff", () => {
    const schoolAdmin = viewer('teacher', [], { organizationAdmin: true });
    const teacher = { id: '50', role: 'teacher', organizationId: schoolAdmin.organizationId };
    const shown = (l: ReturnType<typeof layout>): string[] => [...l.inputs, ...l.readOnly];
    const byOrgAdmin = shown(layout(asDef(users), 'edit', schoolAdmin, teacher));
    expect(byOrgAdmin).toEqual(expect.arrayContaining(['firstName', 'jobRole', 'organizationAdmin']));
    for (const name of ['age', 'parent', 'parentId', 'preferences', 'classes']) expect(byOrgAdmin, name).not.toContain(name);
    // A teacher's sign-up statements are theirs: a school admin sees them, never edits them.
    const inputsByOrgAdmin = layout(asDef(users), 'edit', schoolAdmin, teacher).inputs;
    for (const name of ['privacyPolicy', 'whereDidYouHearAboutUs', 'source']) expect(inputsByOrgAdmin, name).not.toContain(name);
    // A super user still sees a teacher's sign-up facts, never a child's age.
    const bySuper = shown(layout(asDef(users), 'edit', undefined, teacher));
    expect(bySuper).toEqual(expect.arrayContaining(['privacyPolicy', 'whereDidYouHearAboutUs', 'source']));
    expect(bySuper).not.toContain('age');
    // A school's student has an age and classes, no job, parent topics or admin switch.
    const student = shown(layout(asDef(users), 'edit', schoolAdmin, { ...teacher, role: 'student' }));
    expect(student).toEqual(expect.arrayContaining(['age', 'classes']));
    for (const name of ['jobRole', 'preferences', 'organizationAdmin', 'honorificTitle']) expect(student, name).not.toContain(name);
    // A parent's own profile keeps their topics and sign-up facts.
    const parent = viewer('parent', [], { organizationId: null });
    expect(layout(asDef(users), 'edit', parent, { id: parent.id, role: 'parent' }).inputs).toEqual(
      expect.arrayContaining(['preferences', 'privacyPolicy', 'whereDidYouHearAboutUs']),
    );
  });

  it('lets a teacher edit only their own profile fields', () => {
    const { inputs } = layout(asDef(users), 'edit', viewer('teacher'));
    expect(inputs).toContain('firstName');
    expect(inputs).not.toContain('role');
    expect(inputs).not.toContain('organizationId');
  });
});
