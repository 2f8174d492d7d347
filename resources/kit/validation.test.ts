import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { organizations, users } from '..';
import { defineResource } from './defineResource';
import { booleanMap, email, enumOf, integer, longText, password, stringList, text, textMap, date } from './fields';
import { resourceValidator } from './validation';

async function errorsOf(schema: ReturnType<typeof resourceValidator>, values: object): Promise<Record<string, unknown>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return Object.fromEntries(err.inner.map((e) => [e.path, e.errors[0]]));
  }
}

const sample = defineResource({
  name: 'samples',
  attributes: {
    name: text({ required: true, maxLength: 5 }),
    bio: longText({ maxWords: 3 }),
    contact: email(),
    secret: password({ minLength: 6, confirmation: true }),
    seats: integer({ min: 0, max: 10 }),
    state: enumOf(['a', 'b']),
    labels: stringList({ values: ['x', 'y'], maxItems: 2 }),
    prefs: booleanMap(['news', 'tips']),
    startsOn: date(),
    welcome: textMap(['en', 'fi'], { maxWords: 2 }),
  },
  access: {},
  list: { columns: ['name'], sort: 'name' },
});

describe('resourceValidator', () => {
  it('requires required fields on create with the seed message, and treats blanks as missing', async () => {
    expect(await errorsOf(resourceValidator(sample, 'create'), { name: '   ' })).toEqual({
      name: { key: 'errors.form.fieldNoBlank', identifier: 'fieldNoBlank' },
    });
  });

  it('checks only the fields sent on update', async () => {
    expect(await errorsOf(resourceValidator(sample, 'update', ['seats']), { seats: 3 })).toEqual({});
    expect(await errorsOf(resourceValidator(sample, 'update', ['name']), { name: '' })).toHaveProperty('name.identifier', 'fieldNoBlank');
  });

  it('reports every bound with its value', async () => {
    const errors = await errorsOf(resourceValidator(sample, 'create'), {
      name: 'too long',
      bio: 'one two three four',
      contact: 'not-an-email',
      secret: '123',
      seats: 11,
      state: 'c',
      labels: ['x', 'z'],
      prefs: { news: 'yes' },
      startsOn: '21/11/2026',
    });
    expect(errors).toEqual({
      name: { key: 'errors.form.maxLength', identifier: 'maxLength', values: { value: 5 } },
      bio: { key: 'errors.form.maxWords', identifier: 'maxWords', values: { value: 3 } },
      contact: { key: 'errors.form.emailInvalid', identifier: 'emailInvalid' },
      secret: { key: 'errors.form.passwordLength', identifier: 'passwordLength', values: { value: 6 } },
      seats: { key: 'errors.form.max', identifier: 'max', values: { value: 10 } },
      state: { key: 'errors.form.oneOf', identifier: 'oneOf', values: { value: 'a, b' } },
      'labels[1]': { key: 'errors.form.oneOf', identifier: 'oneOf', values: { value: 'x, y' } },
      'prefs.news': { key: 'errors.form.boolean', identifier: 'boolean' },
      startsOn: { key: 'errors.form.date', identifier: 'date' },
    });
  });

  it('rejects fractional whole numbers and mismatched password confirmations', async () => {
    const errors = await errorsOf(resourceValidator(sample, 'create'), { name: 'ok', seats: 1.5, secret: 'abcdef', secretConfirmation: 'abcdeg' });
    expect(errors).toEqual({
      seats: { key: 'errors.form.wholeNumber', identifier: 'wholeNumber' },
      secretConfirmation: { key: 'errors.form.passwordMismatch', identifier: 'passwordMismatch' },
    });
  });

  it('fills a missing required field from its default instead of refusing it', async () => {
    const cast = await resourceValidator(users, 'create').validate({ firstName: 'A' });
    expect(cast.role).toBe('teacher');
  });

  it('takes a text per listed key only, each within the word limit', async () => {
    expect(await errorsOf(resourceValidator(sample, 'update', ['welcome']), { welcome: { en: 'Hello there', fi: null } })).toEqual({});
    expect(await errorsOf(resourceValidator(sample, 'update', ['welcome']), { welcome: { en: 'one two three' } })).toEqual({
      'welcome.en': { key: 'errors.form.maxWords', identifier: 'maxWords', values: { value: 2 } },
    });
    expect(await errorsOf(resourceValidator(sample, 'update', ['welcome']), { welcome: { de: 'Hallo' } })).toEqual({
      welcome: { key: 'errors.form.mapOfTexts', identifier: 'mapOfTexts' },
    });
    expect(await errorsOf(resourceValidator(sample, 'update', ['prefs']), { prefs: { news: true, spam: true } })).toEqual({
      prefs: { key: 'errors.form.mapOfBooleans', identifier: 'mapOfBooleans' },
    });
  });

  it('trims and lower-cases emails', async () => {
    const cast = await resourceValidator(users, 'create').validate({ firstName: 'A', role: 'teacher', email: '  Ann@School.TEST ' });
    expect(cast.email).toBe('ann@school.test');
  });

  it('refuses a negative teacher limit on organisations', async () => {
    expect(await errorsOf(resourceValidator(organizations, 'update', ['teachersLimit']), { teachersLimit: -1 })).toHaveProperty(
      'teachersLimit.identifier',
      'min',
    );
  });
});
