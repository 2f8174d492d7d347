import { describe, expect, it } from 'vitest';
import { grantsFor, recordInGrant, writableFor, type ViewerFacts } from './access';
import { organizations, users } from '..';

const viewer = (over: Partial<ViewerFacts>): ViewerFacts => ({
  id: '7',
  role: 'teacher',
  organizationId: '1',
  permissions: [],
  organizationAdmin: false,
  ...over,
});

describe('grantsFor', () => {
  it('lets a super user through every check, defined or not', () => {
    expect(grantsFor(undefined, viewer({ role: 'admin', permissions: ['super_user'] }))).toEqual(['super']);
  });

  it('grants all-schools access by permission and own-school access by role', () => {
    expect(grantsFor(organizations.access.list, viewer({ role: 'admin', permissions: ['licensing_admin'], organizationId: null }))).toEqual(['all']);
    expect(grantsFor(organizations.access.list, viewer({}))).toEqual(['org']);
    expect(grantsFor(organizations.access.create, viewer({}))).toEqual([]);
  });

  it('treats user_admin like the organisation admin flag', () => {
    expect(grantsFor(users.access.create, viewer({ permissions: ['user_admin'] }))).toEqual(['orgAdmin']);
    expect(grantsFor(users.access.create, viewer({ organizationAdmin: true }))).toEqual(['orgAdmin']);
  });

  it('gives a viewer without a school no school-scoped grant', () => {
    expect(grantsFor(users.access.list, viewer({ organizationId: null, organizationAdmin: true }))).toEqual(['self']);
  });
});

describe('recordInGrant', () => {
  const v = viewer({ id: '7', organizationId: '1' });
  it('matches own-school records by their organisation relation', () => {
    expect(recordInGrant('org', users.ownership, v, { id: '9', organizationId: '1' })).toBe(true);
    expect(recordInGrant('org', users.ownership, v, { id: '9', organizationId: '2' })).toBe(false);
    expect(recordInGrant('org', organizations.ownership, v, { id: '1' })).toBe(true);
  });
  it('matches self and children', () => {
    expect(recordInGrant('self', users.ownership, v, { id: '7' })).toBe(true);
    expect(recordInGrant('children', users.ownership, viewer({ role: 'parent', id: '7' }), { id: '8', parentId: '7' })).toBe(true);
    expect(recordInGrant('children', users.ownership, viewer({ role: 'parent', id: '7' }), { id: '8', parentId: '6' })).toBe(false);
  });
});

describe('writableFor', () => {
  it('gives unscoped admins every field by default and scoped grants only what is declared', () => {
    expect(writableFor('super', users.writable)).toBe('*');
    expect(writableFor('all', organizations.writable)).toBe('*');
    // (teachersLimit is in the list for sign-up schools only; server/hooks/organizations.ts refuses it elsewhere.)
    expect(writableFor('orgAdmin', organizations.writable)).not.toContain('studentsLimit');
    expect(writableFor('all', users.writable)).not.toContain('permissions');
    expect(writableFor('anyone', users.writable)).toEqual([]);
  });
});

describe('nobody', () => {
  it('refuses even a super user: some records only the server writes', () => {
    expect(grantsFor({ nobody: true }, viewer({ role: 'admin', permissions: ['super_user'] }))).toEqual([]);
    expect(grantsFor({ nobody: true, anyone: true }, viewer({}))).toEqual([]);
  });
});
