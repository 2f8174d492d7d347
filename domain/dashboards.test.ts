import { describe, expect, it } from 'vitest';
import { isSchoolLeader, leadsSchool } from './dashboards';

/** School leaders: offered a demo instead of a webinar when content is locked (seed 6), and readers of their school's dashboard (issue 12). */
describe('school leaders', () => {
  it.each(['exec_leader', 'leadership_team', 'senior_leader', 'principal'])('counts a %s as a school leader', (jobRole) => {
    expect(isSchoolLeader(jobRole)).toBe(true);
  });

  it.each(['teacher', 'teaching_assistant', 'subject_leader', 'parent', 'other', null, undefined])('does not count %s as a school leader', (jobRole) => {
    expect(isSchoolLeader(jobRole)).toBe(false);
  });

  it("reads the school's dashboard as its organisation admin, or as a teacher who leads it", () => {
    expect(leadsSchool({ role: 'admin', organizationAdmin: true, jobRole: null })).toBe(true);
    expect(leadsSchool({ role: 'teacher', organizationAdmin: false, jobRole: 'principal' })).toBe(true);
    expect(leadsSchool({ role: 'teacher', organizationAdmin: false, jobRole: 'teacher' })).toBe(false);
    // A leader's job role on a parent's account makes no reader.
    expect(leadsSchool({ role: 'parent', organizationAdmin: false, jobRole: 'principal' })).toBe(false);
  });
});
