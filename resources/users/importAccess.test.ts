import { describe, expect, it } from 'vitest';
import type { ViewerFacts } from '../kit';
import { importRolesFor, importsIntoAnySchool, mayImportInto } from './importAccess';

const A = '1';
const B = '2';
const viewer = (over: Partial<ViewerFacts>): ViewerFacts => ({ id: '9', role: 'teacher', organizationId: null, permissions: [], organizationAdmin: false, ...over });

/** One viewer per persona of the test world, plus the two kinds of organisation admin. */
const PERSONAS: Record<string, ViewerFacts> = {
  superUser: viewer({ role: 'admin', permissions: ['super_user'] }),
  orgAdminPerm: viewer({ role: 'admin', permissions: ['org_admin'] }),
  licensingAdmin: viewer({ role: 'admin', permissions: ['licensing_admin'] }),
  tagManager: viewer({ role: 'admin', permissions: ['tag_manager'] }),
  schoolAdminA: viewer({ organizationId: A, organizationAdmin: true }),
  userAdminA: viewer({ organizationId: A, permissions: ['user_admin'] }),
  schoolAdminWithoutSchool: viewer({ organizationAdmin: true }),
  teacherA: viewer({ organizationId: A }),
  studentA: viewer({ role: 'student', organizationId: A }),
  parent: viewer({ role: 'parent' }),
  child: viewer({ role: 'home_student' }),
};

/** What each persona may import: the roles, and whether into school A (own) and school B (foreign). */
const EXPECTED: Record<string, { roles: string[]; anySchool: boolean; intoA: boolean; intoB: boolean }> = {
  superUser: { roles: ['teacher', 'student', 'admin'], anySchool: true, intoA: true, intoB: true },
  orgAdminPerm: { roles: ['teacher', 'student'], anySchool: true, intoA: true, intoB: true },
  licensingAdmin: { roles: [], anySchool: false, intoA: false, intoB: false },
  tagManager: { roles: [], anySchool: false, intoA: false, intoB: false },
  schoolAdminA: { roles: ['teacher', 'student'], anySchool: false, intoA: true, intoB: false },
  userAdminA: { roles: ['teacher', 'student'], anySchool: false, intoA: true, intoB: false },
  schoolAdminWithoutSchool: { roles: [], anySchool: false, intoA: false, intoB: false },
  teacherA: { roles: [], anySchool: false, intoA: false, intoB: false },
  studentA: { roles: [], anySchool: false, intoA: false, intoB: false },
  parent: { roles: [], anySchool: false, intoA: false, intoB: false },
  child: { roles: [], anySchool: false, intoA: false, intoB: false },
};

describe('who may import users', () => {
  it.each(Object.keys(PERSONAS))('%s', (name) => {
    const v = PERSONAS[name]!;
    const expected = EXPECTED[name]!;
    expect(importRolesFor(v)).toEqual(expected.roles);
    expect(importsIntoAnySchool(v)).toBe(expected.anySchool);
    expect(mayImportInto(v, 'student', A)).toBe(expected.intoA);
    expect(mayImportInto(v, 'teacher', B)).toBe(expected.intoB);
  });

  it('lets only super users import admins, who belong to no school', () => {
    expect(Object.keys(PERSONAS).filter((name) => mayImportInto(PERSONAS[name]!, 'admin', null))).toEqual(['superUser']);
  });

  it('offers nothing before the viewer is known', () => {
    expect(importRolesFor(undefined)).toEqual([]);
  });
});
