import { describe, expect, it } from 'vitest';
import { licenseType, viewerFlags, type ViewerFlagFacts } from './viewerFlags';

const TODAY = '2030-06-15';
const base: ViewerFlagFacts = { id: '7', role: 'teacher', jobRole: null, licensings: [], today: TODAY };

describe('viewer flags', () => {
  it('names the school’s licence type, paid states first, unsubscribed once every licensing ran out', () => {
    expect(licenseType([], TODAY)).toBeNull();
    expect(licenseType([{ state: 'trial', expiresAt: '2030-06-20' }, { state: 'subscribed', expiresAt: null }], TODAY)).toBe('subscribed');
    expect(licenseType([{ state: 'full_trial', expiresAt: '2030-06-15' }], TODAY)).toBe('full_trial');
    expect(licenseType([{ state: 'subscribed', expiresAt: '2030-06-14' }], TODAY)).toBe('unsubscribed');
  });

  it('gives the CRM job role, the author id to staff, quests to the home path and lesson-only content to students', () => {
    expect(viewerFlags({ ...base, jobRole: 'teaching_assistant' })).toMatchObject({ jobRoleHS: 'Support Staff', authorId: '7', allowQuestTracker: false, restrictContentToLesson: false });
    expect(viewerFlags({ ...base, role: 'parent' })).toMatchObject({ jobRoleHS: null, authorId: null, allowQuestTracker: true });
    expect(viewerFlags({ ...base, role: 'student' })).toMatchObject({ authorId: null, restrictContentToLesson: true });
  });

  it('allows own lesson plans to admins and to teachers whose school’s licence is live', () => {
    expect(viewerFlags({ ...base, role: 'admin' }).allowCustomLessonPlans).toBe(true);
    expect(viewerFlags(base).allowCustomLessonPlans).toBe(false);
    expect(viewerFlags({ ...base, licensings: [{ state: 'trial', expiresAt: '2030-07-01' }] }).allowCustomLessonPlans).toBe(true);
    expect(viewerFlags({ ...base, licensings: [{ state: 'trial', expiresAt: '2030-06-01' }] }).allowCustomLessonPlans).toBe(false);
  });
});
