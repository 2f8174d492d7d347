import { describe, expect, it } from 'vitest';
import { USER_ROLES, type UserRole } from '../../domain/roles';
import { fixedItems, menuEntryState, routeState, SHELL_ROUTES, type MenuViewer, type ShellRoute } from './routes';

const base: ShellRoute = { path: 'x', labelKey: 'menu.x', icon: 'School', roles: ['teacher'] };
const teacher: MenuViewer = { role: 'teacher', newFeatures: false, organizationAdmin: false, isTrialing: false, subscribed: true, allowMySchool: true };

const FLAGS = [false, true] as const;

/** Every combination of role and viewer flags, to check each rule against its own definition. */
function viewers(): MenuViewer[] {
  return USER_ROLES.flatMap((role) =>
    FLAGS.flatMap((newFeatures) =>
      FLAGS.flatMap((organizationAdmin) =>
        FLAGS.flatMap((isTrialing) =>
          FLAGS.flatMap((subscribed) => FLAGS.map((allowMySchool) => ({ role, newFeatures, organizationAdmin, isTrialing, subscribed, allowMySchool }))),
        ),
      ),
    ),
  );
}

describe('menuEntryState: the visibility matrix over roles × flags', () => {
  const routes: ShellRoute[] = [
    base,
    { ...base, roles: ['teacher', 'parent'] },
    { ...base, newFeatures: true },
    { ...base, newFeatures: false },
    { ...base, onlyOrganizationAdmin: true },
    { ...base, onlySubscribed: true },
    { ...base, schoolRestricted: true },
    { ...base, needsLicence: true },
    { ...base, onlySubscribed: true, schoolRestricted: true, onlyOrganizationAdmin: true },
  ];
  for (const route of routes) {
    for (const viewer of viewers()) {
      const visible =
        route.roles.includes(viewer.role) &&
        (route.newFeatures === undefined || route.newFeatures === viewer.newFeatures) &&
        (!route.onlyOrganizationAdmin || viewer.organizationAdmin);
      const unlicensedTeacher = viewer.role === 'teacher' && !viewer.isTrialing && !viewer.subscribed;
      const disabled =
        (route.onlySubscribed === true && viewer.isTrialing) ||
        (route.needsLicence === true && unlicensedTeacher) ||
        (route.schoolRestricted === true && !viewer.allowMySchool);
      const expected = !visible ? 'hidden' : disabled ? 'disabled' : 'enabled';
      it(`${JSON.stringify({ ...route, path: undefined, labelKey: undefined })} for ${JSON.stringify(viewer)} is ${expected}`, () => {
        expect(menuEntryState(route, viewer).kind).toBe(expected);
      });
    }
  }
});

describe('menuEntryState: named cases', () => {
  it('hides a route from roles it does not list', () => {
    expect(menuEntryState(base, { ...teacher, role: 'parent' })).toEqual({ kind: 'hidden' });
    expect(menuEntryState(base, { ...teacher, role: 'admin' })).toEqual({ kind: 'hidden' });
  });

  it('shows a route without a newFeatures flag whatever the viewer has', () => {
    expect(menuEntryState(base, { ...teacher, newFeatures: true }).kind).toBe('enabled');
    expect(menuEntryState(base, teacher).kind).toBe('enabled');
  });

  it('explains why an entry is disabled', () => {
    expect(menuEntryState({ ...base, onlySubscribed: true }, { ...teacher, isTrialing: true })).toEqual({
      kind: 'disabled',
      reasonKey: 'menu.disabled.onlySubscribed',
    });
    expect(menuEntryState({ ...base, schoolRestricted: true }, { ...teacher, allowMySchool: false })).toEqual({
      kind: 'disabled',
      reasonKey: 'menu.disabled.schoolRestricted',
    });
    expect(menuEntryState({ ...base, needsLicence: true }, { ...teacher, subscribed: false })).toEqual({
      kind: 'disabled',
      reasonKey: 'menu.disabled.needsLicence',
    });
  });

  it('never lists an excluded route, which its roles still open (the profile, from the header)', () => {
    expect(menuEntryState({ ...base, excludeFromMenu: true }, teacher)).toEqual({ kind: 'hidden' });
    expect(routeState({ ...base, excludeFromMenu: true }, teacher)).toEqual({ kind: 'enabled' });
    const profile = SHELL_ROUTES.find((r) => r.path === 'profile');
    expect(profile && routeState(profile, { ...teacher, role: 'parent' }).kind).toBe('enabled');
    expect(profile && routeState(profile, { ...teacher, role: 'student' }).kind).toBe('hidden');
  });

  it("opens the table's Lesson plans and Lessons to teachers on either trial, locks them without a live licence (issue 25)", () => {
    const teaching = SHELL_ROUTES.filter((r) => r.path === 'lesson-plans' || r.path === 'lessons');
    expect(teaching).toHaveLength(2);
    for (const route of teaching) {
      expect(menuEntryState(route, { ...teacher, isTrialing: true, subscribed: false }).kind).toBe('enabled');
      expect(menuEntryState(route, teacher).kind).toBe('enabled');
      expect(menuEntryState(route, { ...teacher, isTrialing: false, subscribed: false })).toEqual({ kind: 'disabled', reasonKey: 'menu.disabled.needsLicence' });
    }
    // Nothing of the table waits for a subscription any more.
    expect(SHELL_ROUTES.filter((r) => r.onlySubscribed)).toEqual([]);
  });

  it("disables the table's My school without allowMySchool", () => {
    const mySchool = SHELL_ROUTES.find((r) => r.path === 'my-school');
    expect(mySchool && menuEntryState(mySchool, { ...teacher, allowMySchool: false }).kind).toBe('disabled');
  });
});

describe('fixedItems', () => {
  const cases: [UserRole, boolean, boolean, boolean][] = [
    ['admin', true, true, false],
    ['teacher', true, true, false],
    ['parent', false, false, true],
    ['home_student', false, false, false],
  ];
  it.each(cases)('%s: student app %s, tutorials %s, help %s', (role, openStudentApp, tutorials, help) => {
    expect(fixedItems(role, true)).toEqual({ openStudentApp, tutorials, help });
  });
  it('offers no student app where the organisation does not use it (STUDENT_APP_ORGANIZATIONS)', () => {
    expect(fixedItems('teacher', false)).toEqual({ openStudentApp: false, tutorials: true, help: false });
  });
});
