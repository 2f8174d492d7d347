/** Names in a lesson: shared names numbered by id, typed names compared, who releases a name. */
import { describe, expect, it } from 'vitest';
import { distinctNames, mayReleaseName, nameKey } from './lessonNames';

describe('distinctNames', () => {
  it('numbers shared names in id order and leaves the others alone', () => {
    const shown = distinctNames([
      { id: '12', name: 'Ivy Brown' },
      { id: '9', name: 'Ada Lee' },
      { id: '3', name: 'ivy  brown' },
      { id: '100', name: 'Ivy Brown' },
    ]);
    expect(Object.fromEntries(shown)).toEqual({ '3': 'ivy brown (1)', '12': 'Ivy Brown (2)', '100': 'Ivy Brown (3)', '9': 'Ada Lee' });
  });

  it('gives a student the same number whatever order the list comes in', () => {
    const a = distinctNames([{ id: 5, name: 'Sam Roe' }, { id: 40, name: 'Sam Roe' }]);
    const b = distinctNames([{ id: 40, name: 'Sam Roe' }, { id: 5, name: 'Sam Roe' }]);
    expect(a.get('40')).toBe('Sam Roe (2)');
    expect(b.get('40')).toBe('Sam Roe (2)');
    expect(b.get('5')).toBe('Sam Roe (1)');
  });

  it('counts a student listed twice once', () => {
    expect(distinctNames([{ id: 1, name: 'Sam' }, { id: 1, name: 'Sam' }]).get('1')).toBe('Sam');
  });
});

describe('nameKey', () => {
  it('sets aside case and spacing', () => {
    expect(nameKey('  Ivy   BROWN ')).toBe('ivy brown');
    expect(nameKey('Ivy Brown')).toBe(nameKey('ivy brown'));
    expect(nameKey('Ivy Brown')).not.toBe(nameKey('Ivy Browne'));
  });
});

describe('mayReleaseName', () => {
  const lesson = { teacherId: '7', organizationId: '2' };
  it("is the lesson's teacher's and their school's organisation admins'", () => {
    expect(mayReleaseName({ id: '7', organizationId: '2', organizationAdmin: false }, lesson)).toBe(true);
    expect(mayReleaseName({ id: '8', organizationId: '2', organizationAdmin: true }, lesson)).toBe(true);
    expect(mayReleaseName({ id: '8', organizationId: '2', organizationAdmin: false }, lesson)).toBe(false);
    expect(mayReleaseName({ id: '9', organizationId: '3', organizationAdmin: true }, lesson)).toBe(false);
  });
});
