import { describe, expect, it } from 'vitest';
import { isLeader } from './lockedOffer';

/** Who is offered a demo instead of a webinar when content is locked (seed 6; issue 12). */
describe('leaders on the content-locked page and modal', () => {
  it.each(['exec_leader', 'leadership_team', 'senior_leader', 'principal'])('counts a %s as a school leader', (jobRole) => {
    expect(isLeader(jobRole)).toBe(true);
  });

  it.each(['teacher', 'teaching_assistant', 'subject_leader', 'parent', 'other', null, undefined])('does not count %s as a school leader', (jobRole) => {
    expect(isLeader(jobRole)).toBe(false);
  });
});
