/**
 * Every catalogue of every app is complete in every language it offers (issue 14), checked on the
 * values, which the type check cannot see: the keys are English's (plus a language's extra plural
 * forms), every placeholder English fills is kept, and no text is left in English unless it reads
 * the same in that language (brand names, "OK", addresses: `sameAsEnglish.ts`).
 */
import { describe, expect, it } from 'vitest';
import { appEn, raEn } from './en';
import { fi } from './fi';
import { es } from './es';
import { pt } from './pt';
import { registrationEn } from './registration/en';
import { registrationFi } from './registration/fi';
import { registrationPt } from './registration/pt';
import { registrationEs } from './registration/es';
import { registrationSv } from './registration/sv';
import { registrationRu } from './registration/ru';
import { studentEn } from './student/en';
import { studentFi } from './student/fi';
import { studentPt } from './student/pt';
import { studentEs } from './student/es';
import { studentSv } from './student/sv';
import { studentRu } from './student/ru';
import { mailEn } from './mail.en';
import { mailFi } from './fi/mail';
import { mailPt } from './pt/mail';
import { mailEs } from './es/mail';
import { mailSv } from './sv/mail';
import { mailRu } from './ru/mail';
import { reportCsvEn } from './reportCsv.en';
import { reportCsvFi } from './fi/reportCsv';
import { reportCsvPt } from './pt/reportCsv';
import { reportCsvEs } from './es/reportCsv';
import { reportCsvSv } from './sv/reportCsv';
import { reportCsvRu } from './ru/reportCsv';
import { leafKeys, messageAt, placeholders } from './lookup';
import { expectedPlaceholders } from './localPrices';
import { SAME_AS_ENGLISH } from './sameAsEnglish';


/** Texts that are no words at all (a placeholder, a dash, an address) need no translation. */
const wordless = (text: string): boolean => !/\p{L}{2,}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/\S+@\S+|https?:\/\/\S+/g, ''));

const PLURAL_EXTRA = /_(zero|one|two|few|many|other)$/;

interface Case {
  app: string;
  english: unknown;
  languages: Record<string, unknown>;
}

const CASES: Case[] = [
  { app: 'console', english: { ...raEn, ...appEn }, languages: { fi, es, pt } },
  { app: 'registration', english: registrationEn, languages: { fi: registrationFi, pt: registrationPt, es: registrationEs, sv: registrationSv, ru: registrationRu } },
  { app: 'student', english: studentEn, languages: { fi: studentFi, pt: studentPt, es: studentEs, sv: studentSv, ru: studentRu } },
  { app: 'mail', english: mailEn, languages: { fi: mailFi, pt: mailPt, es: mailEs, sv: mailSv, ru: mailRu } },
  { app: 'lesson report file', english: reportCsvEn, languages: { fi: reportCsvFi, pt: reportCsvPt, es: reportCsvEs, sv: reportCsvSv, ru: reportCsvRu } },
];

/** The English key a translated key answers to: `x_few` answers to English's plural `x_other`. */
function englishKeyOf(english: unknown, key: string): string | undefined {
  if (messageAt(english, key) !== undefined) return key;
  const other = key.replace(PLURAL_EXTRA, '_other');
  return PLURAL_EXTRA.test(key) && messageAt(english, other) !== undefined ? other : undefined;
}

describe.each(CASES)('$app catalogues', ({ english, languages }) => {
  describe.each(Object.entries(languages))('%s', (language, catalogue) => {
    const keys = leafKeys(catalogue);

    it('has every English key and none English lacks', () => {
      const own = new Set(keys.map((k) => englishKeyOf(english, k) ?? `extra: ${k}`));
      expect(keys.filter((k) => englishKeyOf(english, k) === undefined)).toEqual([]);
      expect(leafKeys(english).filter((k) => !own.has(k))).toEqual([]);
    });

    it('keeps every placeholder English fills', () => {
      const lost = keys.flatMap((key) => {
        const source = englishKeyOf(english, key);
        const text = messageAt(catalogue, key) ?? '';
        const expected = expectedPlaceholders(language, key, placeholders(messageAt(english, source ?? '') ?? '')).filter((p) => p !== 'count');
        return expected.filter((p) => !placeholders(text).includes(p)).map((p) => `${key}: {{${p}}}`);
      });
      expect(lost).toEqual([]);
    });

    it('leaves nothing in English that reads differently in the language', () => {
      const same = new Set([...(SAME_AS_ENGLISH['*'] ?? []), ...(SAME_AS_ENGLISH[language] ?? [])]);
      const untranslated = keys.filter((key) => {
        const text = messageAt(catalogue, key) ?? '';
        return text === messageAt(english, key) && !same.has(text) && !wordless(text);
      });
      expect(untranslated).toEqual([]);
    });
  });
});
