import { describe, expect, it } from 'vitest';
import { LICENSING_ACTIONS, SEAT_TYPES } from '../../../domain/licensing';
import { PLANS } from '../../../domain/signUp';
import { en } from '../../../i18n/en';
import { auditActionKey } from './auditActions';

/** The English text of a key, as i18next would find it. */
const english = (key: string | undefined): unknown =>
  key?.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), en);

describe('audit actions in words', () => {
  it('says what happened for stored codes, seat actions with their seat type', () => {
    expect(english(auditActionKey('extend_full_trial'))).toBe('Extended full trial');
    expect(english(auditActionKey('add_seat:supplementary'))).toBe('Added a supplementary seat');
    expect(english(auditActionKey('update'))).toBe('Licensing edited');
    expect(english(auditActionKey('sign_up'))).toBe('Trial started at sign-up');
    expect(english(auditActionKey('plan:webinar'))).toBe('Chose the plan with a free webinar (30-day full trial)');
  });

  it('has English words for every action the server records', () => {
    const codes = [
      'create',
      'update',
      'delete',
      'sign_up',
      ...LICENSING_ACTIONS,
      ...SEAT_TYPES.flatMap((seat) => [`add_seat:${seat}`, `remove_seat:${seat}`]),
      ...PLANS.map((plan) => `plan:${plan}`),
    ];
    for (const code of codes) expect(typeof english(auditActionKey(code)), code).toBe('string');
  });

  it('leaves unknown codes to the caller', () => {
    expect(auditActionKey('rename')).toBeUndefined();
    expect(auditActionKey('add_seat:gold')).toBeUndefined();
    expect(auditActionKey('add_seat:trial:x')).toBeUndefined();
    expect(auditActionKey('plan:gold')).toBeUndefined();
  });
});
