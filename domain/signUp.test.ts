import { describe, expect, it } from 'vitest';
import { isConsumerEmail, isSameSchool, isValidEmail, normaliseEmail, PLAN_TRIALS, teacherCountToLimit } from './signUp';

describe('sign-up rules', () => {
  it('trims and lower-cases emails', () => {
    expect(normaliseEmail('  Ada@School.Sch.UK ')).toBe('ada@school.sch.uk');
    expect(isValidEmail(' Ada@School.org ')).toBe(true);
    expect(isValidEmail('ada@school')).toBe(false);
  });

  it.each(['a@gmail.com', 'a@yahoo.co.uk', 'a@me.com', 'a@mail.live.com', 'A@Outlook.COM', 'a@talk21.com', 'a@sky.com'])(
    'refuses the consumer address %s for a school',
    (email) => expect(isConsumerEmail(email)).toBe(true),
  );

  it.each(['a@school.sch.uk', 'a@mesa.org', 'a@gmailschool.com', 'a@skyline.edu'])(
    'accepts the school address %s',
    (email) => expect(isConsumerEmail(email)).toBe(false),
  );

  it('sends 10+ teachers as 0 and other counts as they are', () => {
    expect(teacherCountToLimit(10)).toBe(0);
    expect(teacherCountToLimit(3)).toBe(3);
  });

  it('gives the webinar plan 30 days of everything and the other 15 days with 2 story worlds', () => {
    expect(PLAN_TRIALS.webinar).toEqual({ state: 'full_trial', days: 30, storyWorlds: null });
    expect(PLAN_TRIALS.no_webinar).toEqual({ state: 'trial', days: 15, storyWorlds: 2 });
  });

  it('takes a school typed again for the one on the platform: same name and place, whatever the spelling of either', () => {
    const known = { name: "St. Mary's Primary", address1: '1 Church Lane', postalCode: 'N1 1AA', city: 'London' };
    expect(isSameSchool({ name: 'st marys primary', address1: '1 Church Lane, London N1 1AA, UK', postalCode: 'n11aa' }, known)).toBe(true);
    expect(isSameSchool({ name: 'St Marys Primary', address1: '1 church lane' }, known)).toBe(true);
    expect(isSameSchool({ name: "St. Mary's Primary", postalCode: 'N2 2BB' }, known)).toBe(false);
    expect(isSameSchool({ name: "St. Mary's Junior", postalCode: 'N1 1AA' }, known)).toBe(false);
    // Nowhere to compare: never the same.
    expect(isSameSchool({ name: "St. Mary's Primary" }, known)).toBe(false);
  });
});
