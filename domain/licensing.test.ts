import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ActionRefused, allowedActions, applyAction, LICENSING_ACTIONS, type LicensingValues } from './licensing';
import { LICENSING_STATES, type LicensingState } from './roles';

const today = '2026-11-21';

/** The matrix as documented in domain/README.md: action → state → cell text. */
function documentedMatrix(): Map<string, Map<string, string>> {
  const md = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
  const section = md.slice(md.indexOf('## Licensing actions'));
  const rows = section.split('\n').filter((line) => line.startsWith('|')).map((line) => line.split('|').slice(1, -1).map((c) => c.trim()));
  const [header, , ...body] = rows;
  const states = header!.slice(1);
  return new Map(body.map(([action, ...cells]) => [action!, new Map(states.map((s, i) => [s, cells[i]!]))]));
}

const matrix = documentedMatrix();

function licensing(state: LicensingState, over: Partial<LicensingValues> = {}): LicensingValues {
  return { state, expiresAt: '2026-12-01', trialSeats: 2, supplementarySeats: 0, subscribedSeats: 0, offer: null, ...over };
}

const cells = LICENSING_STATES.flatMap((state) => LICENSING_ACTIONS.map((action) => [state, action] as const));

describe('the documented licensing matrix', () => {
  it('documents every action and state, nothing else', () => {
    expect([...matrix.keys()].sort()).toEqual([...LICENSING_ACTIONS].sort());
    for (const row of matrix.values()) expect([...row.keys()].sort()).toEqual([...LICENSING_STATES].sort());
  });

  it.each(cells)('%s × %s behaves as the table says', (state, action) => {
    const cell = matrix.get(action)!.get(state);
    const live = allowedActions(licensing(state), today).includes(action);
    const expired = allowedActions(licensing(state, { expiresAt: '2026-11-01' }), today).includes(action);
    const seatless = allowedActions(licensing(state, { trialSeats: 0 }), today).includes(action);
    const funded = allowedActions(licensing(state, { offer: 'funded_discount' }), today).includes(action);
    const expected = {
      yes: [true, true, true, true],
      expired: [false, true, false, false],
      seats: [true, true, false, true],
      unfunded: [true, true, true, false],
      '—': [false, false, false, false],
    }[cell as 'yes' | 'expired' | 'seats' | 'unfunded' | '—'];
    expect(expected, `unknown cell "${cell}"`).toBeDefined();
    expect([live, expired, seatless, funded]).toEqual(expected);
    if (!live) expect(() => applyAction(licensing(state), action, today, { seatType: 'trial' })).toThrow(ActionRefused);
  });
});

describe('applyAction', () => {
  it('extends a live trial by 15 days from its end and an expired one from today', () => {
    expect(applyAction(licensing('trial'), 'extend_trial', today).expiresAt).toBe('2026-12-16');
    expect(applyAction(licensing('trial', { expiresAt: '2026-01-01' }), 'extend_trial', today).expiresAt).toBe('2026-12-06');
    expect(applyAction(licensing('trial', { expiresAt: null }), 'extend_trial', today).expiresAt).toBe('2026-12-06');
  });

  it('extends a full trial by 30 days', () => {
    expect(applyAction(licensing('full_trial'), 'extend_full_trial', today).expiresAt).toBe('2026-12-31');
  });

  it('moves between trial kinds from today', () => {
    expect(applyAction(licensing('trial'), 'upgrade_to_full_trial', today)).toMatchObject({ state: 'full_trial', expiresAt: '2026-12-21' });
    expect(applyAction(licensing('full_trial'), 'revert_to_trial', today)).toMatchObject({ state: 'trial', expiresAt: '2026-12-06' });
    expect(applyAction(licensing('unsubscribed'), 'set_as_trial', today)).toMatchObject({ state: 'trial', expiresAt: '2026-12-06' });
    expect(applyAction(licensing('unsubscribed'), 'set_as_full_trial', today)).toMatchObject({ state: 'full_trial', expiresAt: '2026-12-21' });
  });

  it('starts the funded offer’s premium trial: all content for 90 days, seats kept, the offer kept until an ordinary trial starts', () => {
    const funded = applyAction(licensing('trial'), 'start_funded_trial', today);
    expect(funded).toEqual({ ...licensing('trial'), state: 'full_trial', expiresAt: '2027-02-19', offer: 'funded_discount' });
    expect(applyAction(funded, 'extend_full_trial', today).offer).toBe('funded_discount');
    expect(applyAction(funded, 'upgrade_to_subscribed', today).offer).toBe('funded_discount');
    expect(applyAction(funded, 'revert_to_trial', today).offer).toBeNull();
    expect(applyAction(applyAction(funded, 'mark_unsubscribed', today), 'set_as_full_trial', today).offer).toBeNull();
  });

  it('subscribes for a year and unsubscribes keeping the end date', () => {
    expect(applyAction(licensing('trial'), 'upgrade_to_subscribed', today)).toMatchObject({ state: 'subscribed', expiresAt: '2027-11-21' });
    expect(applyAction(licensing('unsubscribed'), 'subscribe', today)).toMatchObject({ state: 'subscribed', expiresAt: '2027-11-21' });
    expect(applyAction(licensing('subscribed'), 'unsubscribe', today)).toMatchObject({ state: 'unsubscribed', expiresAt: '2026-12-01' });
    expect(applyAction(licensing('full_trial'), 'mark_unsubscribed', today).state).toBe('unsubscribed');
  });

  it('adds and removes one seat of the chosen type, never below zero', () => {
    expect(applyAction(licensing('subscribed'), 'add_seat', today, { seatType: 'subscribed' })).toMatchObject({ subscribedSeats: 1, trialSeats: 2 });
    expect(applyAction(licensing('trial'), 'remove_seat', today, { seatType: 'trial' }).trialSeats).toBe(1);
    expect(() => applyAction(licensing('trial'), 'remove_seat', today, { seatType: 'supplementary' })).toThrow(
      expect.objectContaining({ reason: 'noSeat' }),
    );
    expect(() => applyAction(licensing('trial'), 'add_seat', today)).toThrow(expect.objectContaining({ reason: 'seatType' }));
  });

  it('refuses a closed action', () => {
    expect(() => applyAction(licensing('subscribed'), 'extend_trial', today)).toThrow(expect.objectContaining({ reason: 'notAllowed' }));
  });
});
