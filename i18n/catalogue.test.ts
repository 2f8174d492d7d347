import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../resources';
import { messages } from '../resources/kit';
import { en } from './en';
import { es } from './es';
import { fi } from './fi';
import { pt } from './pt';
import { ru } from './ru';
import { sv } from './sv';
import { leafKeys, messageAt, placeholders } from './lookup';
import { expectedPlaceholders } from './localPrices';

/** Every label key a generated screen asks for, derived from the kit definitions. */
function requiredResourceKeys(): string[] {
  const keys: string[] = [];
  for (const def of RESOURCES) {
    const base = `resources.${def.name}`;
    keys.push(`${base}.name_one`, `${base}.name_other`);
    for (const [name, field] of Object.entries(def.attributes)) {
      keys.push(`${base}.fields.${name}`);
      if (field.kind === 'password' && field.confirmation) keys.push(`${base}.fields.${name}Confirmation`);
      const values = field.kind === 'enum' ? field.values : field.kind === 'stringList' ? (field.values ?? []) : [];
      const mapKeys = field.kind === 'booleanMap' || field.kind === 'textMap' ? field.keys : [];
      for (const v of [...values, ...mapKeys]) keys.push(`${base}.values.${name}.${v}`);
    }
    for (const [name, rel] of Object.entries(def.relationships)) {
      keys.push(`${base}.fields.${name}`, `${base}.fields.${name}${rel.kind === 'toOne' ? 'Id' : 'Ids'}`);
    }
  }
  return keys;
}

/** Calls every message builder of the kit with sample arguments. */
function kitMessages(): { key: string; values?: Record<string, string | number> }[] {
  return Object.values(messages).map((build) => (build as (arg: never) => ReturnType<typeof messages.min>)(
    (build.length === 0 ? undefined : build === messages.oneOf ? ['a', 'b'] : 3) as never,
  ));
}

describe('English catalogue', () => {
  it('has a label for every field, relationship source and enum value of every resource', () => {
    const missing = requiredResourceKeys().filter((key) => messageAt(en, key) === undefined);
    expect(missing).toEqual([]);
  });

  it('has every validation message the kit can produce, with the placeholders it fills', () => {
    const problems = kitMessages().flatMap((m) => {
      const text = messageAt(en, m.key);
      if (text === undefined) return [`missing ${m.key}`];
      const expected = Object.keys(m.values ?? {}).sort();
      return JSON.stringify(placeholders(text)) === JSON.stringify(expected) ? [] : [`${m.key} placeholders`];
    });
    expect(problems).toEqual([]);
  });

  it('has the sign-in error keys the auth provider rejects with, and the API connection error', () => {
    const keys = ['subscriptionExpired', 'incorrectCredentials', 'loginNotAllowed', 'tooManyAttempts', 'checkCorrectly']
      .map((k) => `auth.errors.${k}`)
      .concat('errors.api.noConnection', 'errors.api.default');
    expect(keys.filter((key) => messageAt(en, key) === undefined)).toEqual([]);
  });

  it("keeps react-admin's messages, converted to i18next plurals and interpolation", () => {
    expect(messageAt(en, 'ra.action.save')).toBe('Save');
    expect(messageAt(en, 'ra.page.empty')).toContain('{{name}}');
    expect(messageAt(en, 'ra.notification.deleted_one')).toBeDefined();
    expect(messageAt(en, 'ra.notification.deleted')).toBeUndefined();
  });
});

describe.each([
  ['es', es],
  ['fi', fi],
  ['pt', pt],
  ['ru', ru],
  ['sv', sv],
])('%s catalogue', (lang, catalogue) => {
  it('only has keys English has, with the same placeholders', () => {
    const problems = leafKeys(catalogue).flatMap((key) => {
      const english = messageAt(en, key);
      const text = messageAt(catalogue, key) ?? '';
      if (english === undefined) return [`${key} not in English`];
      return JSON.stringify(placeholders(text)) === JSON.stringify(expectedPlaceholders(lang, key, placeholders(english))) ? [] : [`${key} placeholders`];
    });
    expect(problems).toEqual([]);
  });
});

describe('Finnish and Portuguese', () => {
  it.each([['fi', fi], ['pt', pt]])('%s translates every sign-in and menu text', (_lang, catalogue) => {
    const keys = leafKeys({ auth: en.auth, menu: en.menu });
    expect(keys.filter((key) => messageAt(catalogue, key) === undefined)).toEqual([]);
  });
});
