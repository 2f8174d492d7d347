import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import { ACHIEVEMENT_KEYS } from '../../domain/achievements';
import { profileEn } from '../../i18n/en.profile';
import type { ViewerFacts } from '../../resources/kit';
import { NOTIFICATION_KINDS } from '../../domain/notifications';
import { detailFields, notificationChoices, notificationKinds, photoProblem, profileChanges } from './profileFields';
import { avatarColour, initialsOf } from '../../ui/UserAvatar';

const facts = (role: ViewerFacts['role'], extra: Partial<ViewerFacts> = {}): ViewerFacts => ({ id: '42', role, organizationId: null, permissions: [], organizationAdmin: false, ...extra });

describe('profile fields', () => {
  it('offers one’s own details, without a job or title for a child', () => {
    expect(detailFields(facts('teacher', { organizationId: '9' }), { id: '42' })).toEqual(['honorificTitle', 'firstName', 'lastName', 'pronouns', 'nickname', 'jobRole', 'languages']);
    expect(detailFields(facts('home_student'), { id: '42' })).toEqual(['firstName', 'lastName', 'pronouns', 'nickname', 'languages']);
    // Someone else's record (a parent looking at another family's user) offers nothing.
    expect(detailFields(facts('parent'), { id: '7', parentId: '99' })).toEqual([]);
  });

  it('sends only what changed and may be written', () => {
    const record = { id: '42', nickname: 'Ada', languages: ['en'], role: 'teacher' };
    const values = { id: '42', nickname: 'Addie', languages: ['en'], role: 'admin', username: 'x' };
    expect(profileChanges(facts('teacher', { organizationId: '9' }), record, values, ['nickname', 'languages', 'role', 'username'])).toEqual({ nickname: 'Addie' });
  });

  it('offers a parent no job role, and their mail kinds without the collection ones', () => {
    const parent = facts('parent');
    expect(detailFields(parent, { id: '42', role: 'parent' })).not.toContain('jobRole');
    expect(detailFields(parent, { id: '42', role: 'parent' })).toContain('honorificTitle');
    expect(notificationKinds(parent, { id: '42', role: 'parent' })).toEqual(['newsAndAnnouncements']);
    expect(notificationKinds(facts('teacher'), { id: '42', role: 'teacher' })).toEqual(NOTIFICATION_KINDS);
  });

  it('shows a mail kind never chosen as wanted', () => {
    expect(notificationChoices(NOTIFICATION_KINDS, { collectionsImpact: false })).toEqual({
      newsAndAnnouncements: true,
      subscribedCollectionsUpdates: true,
      collectionSubscribers: true,
      collectionsImpact: false,
    });
  });

  it('takes JPG and PNG up to the limit, by type or, without one, by name', () => {
    expect(photoProblem({ type: 'image/png', name: 'a.png', size: IMAGE_MAX_BYTES })).toBeUndefined();
    expect(photoProblem({ type: '', name: 'a.JPG', size: 10 })).toBeUndefined();
    expect(photoProblem({ type: 'image/png', name: 'a.png', size: IMAGE_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(photoProblem({ type: 'image/gif', name: 'a.png', size: 10 })).toBe('notSupported');
    expect(photoProblem({ type: 'text/plain', name: 'a.txt', size: 10 })).toBe('notSupported');
  });
});

describe('avatar', () => {
  it('shows initials, else the first letter of the username or email', () => {
    expect(initialsOf({ id: '1', firstName: 'ada', lastName: 'Lovelace' })).toBe('AL');
    expect(initialsOf({ id: '1', firstName: 'Kid' })).toBe('K');
    expect(initialsOf({ id: '1', username: 'zed' })).toBe('Z');
  });

  it('keeps a person’s colour and gives different ids different colours', () => {
    expect(avatarColour('42')).toBe(avatarColour('42'));
    expect(new Set(['1', '2', '3', '4', '5'].map(avatarColour)).size).toBeGreaterThan(1);
  });
});

it('names every achievement the server can send', () => {
  for (const key of ACHIEVEMENT_KEYS) expect(typeof (profileEn.achievements as Record<string, unknown>)[key]).toBe('string');
});
