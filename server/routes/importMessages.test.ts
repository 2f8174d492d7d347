/**
 * The server renders the import's messages with errorText (i18n/errors.en.ts) while the browser
 * uses i18next: for every import message, singular and plural, both must give the same English.
 */
import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { errorsEn, errorText } from '../../i18n/errors.en';

const i18n = createInstance();
await i18n.init({ lng: 'en', resources: { en: { translation: { errors: errorsEn } } }, interpolation: { escapeValue: false } });

const identifiers = [...new Set(Object.keys(errorsEn.import).map((k) => k.replace(/_(one|other)$/, '')))];

describe('errorText', () => {
  it.each(identifiers)('renders errors.import.%s as i18next does, for one and for several', (identifier) => {
    for (const values of [{ count: 1, lines: '7', rows: 3, size: '2 MB', header: 'a,b', max: 1000 }, { count: 2, lines: '7, 9', rows: 3, size: '2 MB', header: 'a,b', max: 1000 }]) {
      const key = `errors.import.${identifier}`;
      expect(errorText(key, values)).toBe(i18n.t(key, values));
    }
  });

  it('picks the singular and plural wording by count and fills the placeholders', () => {
    expect(errorText('errors.import.seatLimit', { rows: 4, count: 1 })).toBe('The file has 4 people but only 1 seat is left.');
    expect(errorText('errors.import.seatLimit', { rows: 4, count: 0 })).toBe('The file has 4 people but only 0 seats are left.');
    expect(errorText('errors.api.tooManyAttempts')).toBe('Too many attempts. Please wait a minute and try again.');
  });
});
