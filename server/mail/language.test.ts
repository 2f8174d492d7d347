import { describe, expect, it } from 'vitest';
import { mailText } from '../../i18n/mail';
import { mailLocale, requestedLocale } from './language';

describe('mail language', () => {
  it('takes the user-locale header first, then the stored languages, then English', () => {
    expect(mailLocale(requestedLocale({ 'x-user-locale': 'fi-FI' }), ['es'])).toBe('fi');
    expect(mailLocale(requestedLocale({ 'x-user-locale': 'de' }), ['de', 'es'])).toBe('es');
    expect(mailLocale(requestedLocale({}), [])).toBe('en');
    expect(mailLocale(undefined, null)).toBe('en');
  });

  it('writes a mail in the chosen language', () => {
    expect(mailText('fi', 'passwordReset', { minutes: 60, link: 'L' })).toEqual({
      subject: 'Vaihda salasanasi',
      body: 'Valitse uusi salasana tästä (linkki toimii kerran, 60 minuutin ajan):\nL',
    });
    expect(mailText('sv', 'invite', { inviter: 'Ann', meeting: 'M', link: 'L' }).subject).toBe('Ann har bjudit in dig till ett webbinarium');
    expect(mailText('en', 'invite', { inviter: 'Ann', meeting: 'M', link: 'L' }).subject).toBe('Ann invited you to a webinar');
  });
});
