import { describe, expect, it } from 'vitest';
import { canAccessWith, operationOf } from './canAccess';
import { normaliseViewer } from './viewer';
import { superUserDocument, teacherDocument, viewerDocument } from '../tests/support/viewerFixtures';

const teacher = normaliseViewer(teacherDocument());
const superUser = normaliseViewer(superUserDocument());

describe('operationOf', () => {
  it('maps react-admin actions to kit operations', () => {
    expect(['list', 'show', 'create', 'edit', 'delete', 'export'].map(operationOf)).toEqual([
      'list',
      'show',
      'create',
      'update',
      'delete',
      'list',
    ]);
  });
});

describe('canAccessWith for a teacher of school 3', () => {
  it('may not create organisations', () => {
    expect(canAccessWith(teacher, { resource: 'organizations', action: 'create' })).toBe(false);
  });
  it('may list organisations and show their own', () => {
    expect(canAccessWith(teacher, { resource: 'organizations', action: 'list' })).toBe(true);
    expect(canAccessWith(teacher, { resource: 'organizations', action: 'show', record: { id: '3' } })).toBe(true);
  });
  it("may not show another school's record", () => {
    expect(canAccessWith(teacher, { resource: 'organizations', action: 'show', record: { id: '4' } })).toBe(false);
    expect(canAccessWith(teacher, { resource: 'users', action: 'show', record: { id: '9', organizationId: '4' } })).toBe(false);
  });
  it('may show a colleague of the same school but not edit them', () => {
    const colleague = { id: '9', organizationId: '3' };
    expect(canAccessWith(teacher, { resource: 'users', action: 'show', record: colleague })).toBe(true);
    expect(canAccessWith(teacher, { resource: 'users', action: 'edit', record: colleague })).toBe(false);
  });
  it('may edit their own user record, also through admin_users', () => {
    expect(canAccessWith(teacher, { resource: 'users', action: 'edit', record: { id: '42', organizationId: '3' } })).toBe(true);
    expect(canAccessWith(teacher, { resource: 'admin_users', action: 'edit', record: { id: '42', organizationId: '3' } })).toBe(true);
  });
  it('reads catalogues but does not write them', () => {
    expect(canAccessWith(teacher, { resource: 'tags', action: 'list' })).toBe(true);
    expect(canAccessWith(teacher, { resource: 'tags', action: 'delete', record: { id: '1' } })).toBe(false);
  });
  it('is denied campaigns and unknown resources', () => {
    expect(canAccessWith(teacher, { resource: 'campaigns', action: 'list' })).toBe(false);
    expect(canAccessWith(teacher, { resource: 'secret_things', action: 'list' })).toBe(false);
  });
  it('as an organisation admin may edit their school but not another', () => {
    const orgAdmin = normaliseViewer(viewerDocument({ organizationAdmin: true }));
    expect(canAccessWith(orgAdmin, { resource: 'organizations', action: 'edit', record: { id: '3' } })).toBe(true);
    expect(canAccessWith(orgAdmin, { resource: 'organizations', action: 'edit', record: { id: '4' } })).toBe(false);
  });
});

describe('canAccessWith for a super user', () => {
  it('may do everything to every resource and record', () => {
    for (const resource of ['organizations', 'users', 'admin_users', 'campaigns', 'licensings', 'tags'])
      for (const action of ['list', 'show', 'create', 'edit', 'delete'])
        expect(canAccessWith(superUser, { resource, action, record: { id: '77', organizationId: '4' } })).toBe(true);
  });
  it('is still denied resources the kit does not declare', () => {
    expect(canAccessWith(superUser, { resource: 'secret_things', action: 'list' })).toBe(false);
  });
});

describe('canAccessWith for an internal admin with one permission', () => {
  it('reaches every school for that permission only', () => {
    const licensingAdmin = normaliseViewer(
      viewerDocument({ role: 'admin', userType: 'admins', organizationId: null, permissions: ['licensing_admin'] }),
    );
    expect(canAccessWith(licensingAdmin, { resource: 'licensings', action: 'create' })).toBe(true);
    expect(canAccessWith(licensingAdmin, { resource: 'organizations', action: 'show', record: { id: '9' } })).toBe(true);
    expect(canAccessWith(licensingAdmin, { resource: 'organizations', action: 'create' })).toBe(false);
  });
});

describe('canAccessWith for a parent and their child', () => {
  const parent = normaliseViewer(viewerDocument({ role: 'parent', userType: 'parents', organizationId: null }));
  const child = normaliseViewer(viewerDocument({ id: '77', role: 'home_student', userType: 'home_student', organizationId: null }));
  // The server lets them read these for their own pages (My children, the child's home, favourites).
  const readable = ['users', 'collections', 'favourites', 'lessons', 'tags', 'contents'];

  it("opens no resource's screens, not even their children's or their own records", () => {
    for (const resource of readable)
      for (const action of ['list', 'show', 'create', 'edit']) {
        expect(canAccessWith(parent, { resource, action })).toBe(false);
        expect(canAccessWith(child, { resource, action })).toBe(false);
      }
    expect(canAccessWith(parent, { resource: 'users', action: 'edit', record: { id: '77', parentId: '42' } })).toBe(false);
    expect(canAccessWith(child, { resource: 'users', action: 'show', record: { id: '77' } })).toBe(false);
  });
});
