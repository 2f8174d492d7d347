import { describe, expect, it } from 'vitest';
import { parseStudentAppOrganizations, studentAppAllowed } from './studentApp';

describe('the student app’s organisations (STUDENT_APP_ORGANIZATIONS)', () => {
  it('is every organisation when unset or *, and the listed ones otherwise', () => {
    for (const all of [undefined, '', ' * ']) expect(studentAppAllowed(parseStudentAppOrganizations(all), '7')).toBe(true);
    const listed = parseStudentAppOrganizations('3, 7');
    expect(studentAppAllowed(listed, '7')).toBe(true);
    expect(studentAppAllowed(listed, '8')).toBe(false);
    // Staff of no organisation (super users) open it to look.
    expect(studentAppAllowed(listed, null)).toBe(true);
  });

  it('refuses a list that names something other than ids, saying which', () => {
    expect(() => parseStudentAppOrganizations('3, Hillcrest')).toThrow('"Hillcrest" is not one');
  });
});
