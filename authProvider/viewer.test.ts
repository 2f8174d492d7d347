import { describe, expect, it } from 'vitest';
import { isAdminViewer, normaliseViewer, shouldAutoLogout, viewerFacts, type Viewer } from './viewer';
import { superUserDocument, teacherDocument, viewerDocument } from '../tests/support/viewerFixtures';

describe('normaliseViewer', () => {
  it('camelCases the record and meta into a Viewer', () => {
    const viewer = normaliseViewer(teacherDocument());
    expect(viewer).toMatchObject({
      id: '42',
      userId: '42',
      type: 'teachers',
      role: 'teacher',
      email: 'ada@school.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      permissions: [],
      organizationAdmin: false,
      newFeatures: true,
      allowMySchool: true,
      isTrialing: true,
      subscribed: false,
      daysUntilTrialExpires: 12,
      licenseType: 'trial',
      usageTotals: { lessons_taught: 4 },
      organizationId: '3',
      organization: { id: '3', name: 'Hill School', licensingsIds: ['8'] },
    });
    expect(viewer.included.licensings).toEqual([{ id: '8', state: 'trial', licenseId: '1' }]);
    expect(viewer.included.licenses).toEqual([{ id: '1', name: 'CCGL' }]);
  });

  it('keeps a licence type only when it is a licensing state', () => {
    const doc = viewerDocument({});
    (doc.data as { meta: Record<string, unknown> }).meta.license_type = 'platinum';
    expect(normaliseViewer(doc).licenseType).toBeNull();
  });

  it('keeps only known permission names', () => {
    const viewer = normaliseViewer(viewerDocument({ permissions: ['tag_manager', 'launch_rockets'] }));
    expect(viewer.permissions).toEqual(['tag_manager']);
  });

  it('derives the role from user_type when attributes lack it', () => {
    const doc = viewerDocument({ userType: 'parents', role: 'nonsense' });
    expect(normaliseViewer(doc).role).toBe('parent');
  });

  it('keeps null days and a missing organisation as null', () => {
    const viewer = normaliseViewer(viewerDocument({ daysUntilTrialExpires: null, organizationId: null }));
    expect(viewer.daysUntilTrialExpires).toBeNull();
    expect(viewer.organizationId).toBeNull();
    expect(viewer.organization).toBeNull();
  });

  it('refuses a document that is not a users object', () => {
    expect(() => normaliseViewer({ data: { type: 'tokens', id: '1' } })).toThrow();
    expect(() => normaliseViewer({})).toThrow();
  });
});

describe('shouldAutoLogout (seed section 4)', () => {
  const viewer = (f: Parameters<typeof viewerDocument>[0]): Viewer => normaliseViewer(viewerDocument(f));

  it('logs out an unsubscribed teacher whose trial ended', () => {
    expect(shouldAutoLogout(viewer({ daysUntilTrialExpires: 0 }))).toBe(true);
    expect(shouldAutoLogout(viewer({ daysUntilTrialExpires: -3 }))).toBe(true);
  });
  it('keeps a teacher with days left, or with no trial at all', () => {
    expect(shouldAutoLogout(viewer({ daysUntilTrialExpires: 1 }))).toBe(false);
    expect(shouldAutoLogout(viewer({ daysUntilTrialExpires: null }))).toBe(false);
  });
  it('keeps subscribers', () => {
    expect(shouldAutoLogout(viewer({ daysUntilTrialExpires: 0, subscribed: true }))).toBe(false);
  });
  it('keeps admins, by user type or by role', () => {
    expect(shouldAutoLogout(viewer({ daysUntilTrialExpires: 0, userType: 'admins', role: 'admin' }))).toBe(false);
    expect(shouldAutoLogout(viewer({ daysUntilTrialExpires: 0, userType: 'teachers', role: 'admin' }))).toBe(false);
    expect(isAdminViewer(viewer({ userType: 'admins', role: 'teacher' }))).toBe(true);
  });
});

describe('viewerFacts', () => {
  it('hands the kit exactly the facts it reads', () => {
    expect(viewerFacts(normaliseViewer(superUserDocument()))).toEqual({
      id: '1',
      role: 'admin',
      organizationId: null,
      permissions: ['super_user'],
      organizationAdmin: false,
    });
  });
});
