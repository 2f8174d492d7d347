/**
 * Licensing actions (seed section 4): which action a licensing admin may take on a licensing in
 * which state, and what it changes. The seed names the actions but not the transition matrix;
 * `TRANSITIONS` is that matrix, defined once here and documented as a table in domain/README.md
 * (the test reads the table, so the two cannot drift). Pure: no clock, no I/O.
 */
import { FULL_TRIAL_DAYS, FUNDED_TRIAL_DAYS, TRIAL_DAYS } from './constants';
import type { LicensingState } from './roles';

/** A subscription runs a year from the day it is taken (not stated in the seed). */
export const SUBSCRIPTION_DAYS = 365;

export const LICENSING_ACTIONS = [
  'upgrade_to_subscribed',
  'upgrade_to_full_trial',
  'extend_trial',
  'extend_full_trial',
  'revert_to_trial',
  'mark_unsubscribed',
  'set_as_trial',
  'set_as_full_trial',
  'start_funded_trial',
  'subscribe',
  'unsubscribe',
  'add_seat',
  'remove_seat',
] as const;
export type LicensingAction = (typeof LICENSING_ACTIONS)[number];

export const SEAT_TYPES = ['trial', 'supplementary', 'subscribed'] as const;
export type SeatType = (typeof SEAT_TYPES)[number];

/**
 * The offers a licensing can be under: the funded discount (seed section 1: a premium 90-day trial,
 * then 150 GBP per teacher for 12 months). Set by `start_funded_trial`, kept through the trial and
 * the subscription it leads to, cleared when an ordinary trial starts again.
 */
export const LICENSING_OFFERS = ['funded_discount'] as const;
export type LicensingOffer = (typeof LICENSING_OFFERS)[number];

/**
 * When an action is open in a state: always, only once the licensing has expired, only while it
 * holds a seat, or only while it is under no offer (the funded premium trial is given once).
 */
export type Condition = 'yes' | 'expired' | 'seats' | 'unfunded';

const TRIALING = { trial: 'yes', full_trial: 'yes' } as const;
const ALL_BUT_UNSUBSCRIBED = { ...TRIALING, subscribed: 'yes', supplementary: 'yes' } as const;

/** The allowed-transition matrix: action → state → condition; a missing state means never. */
export const TRANSITIONS: Readonly<Record<LicensingAction, Partial<Record<LicensingState, Condition>>>> = {
  upgrade_to_subscribed: TRIALING,
  upgrade_to_full_trial: { trial: 'yes' },
  extend_trial: { trial: 'yes' },
  extend_full_trial: { full_trial: 'yes' },
  revert_to_trial: { full_trial: 'yes' },
  mark_unsubscribed: TRIALING,
  set_as_trial: { unsubscribed: 'yes' },
  set_as_full_trial: { unsubscribed: 'yes' },
  // A school that takes up the funded offer starts its premium trial from any unpaid state, once.
  start_funded_trial: { trial: 'unfunded', full_trial: 'unfunded', unsubscribed: 'unfunded' },
  // Renewing a subscription is taking it again once it has run out.
  subscribe: { unsubscribed: 'yes', subscribed: 'expired' },
  unsubscribe: { subscribed: 'yes', supplementary: 'yes' },
  add_seat: ALL_BUT_UNSUBSCRIBED,
  remove_seat: { trial: 'seats', full_trial: 'seats', subscribed: 'seats', supplementary: 'seats', unsubscribed: 'seats' },
};

/** The licensing values actions read and write. */
export interface LicensingValues {
  state: LicensingState;
  /** yyyy-MM-dd, or null for no end. */
  expiresAt: string | null;
  trialSeats: number;
  supplementarySeats: number;
  subscribedSeats: number;
  offer: LicensingOffer | null;
}

/** The values of a licensing record as read (server row or console record; app names). */
export function licensingValuesOf(record: Record<string, unknown>): LicensingValues {
  return {
    state: record.state as LicensingState,
    expiresAt: (record.expiresAt as string | null | undefined) ?? null,
    trialSeats: Number(record.trialSeats ?? 0),
    supplementarySeats: Number(record.supplementarySeats ?? 0),
    subscribedSeats: Number(record.subscribedSeats ?? 0),
    offer: (record.offer as LicensingOffer | null | undefined) ?? null,
  };
}

export interface ActionParams {
  seatType?: SeatType;
}

/** Why `applyAction` refused: the action is closed in this state, or the seat parameter is missing or would go below zero. */
export class ActionRefused extends Error {
  constructor(
    readonly reason: 'notAllowed' | 'seatType' | 'noSeat',
    message: string,
  ) {
    super(message);
  }
}

export function isLicensingAction(value: unknown): value is LicensingAction {
  return typeof value === 'string' && (LICENSING_ACTIONS as readonly string[]).includes(value);
}

export function isSeatType(value: unknown): value is SeatType {
  return typeof value === 'string' && (SEAT_TYPES as readonly string[]).includes(value);
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const SEAT_FIELD: Record<SeatType, 'trialSeats' | 'supplementarySeats' | 'subscribedSeats'> = {
  trial: 'trialSeats',
  supplementary: 'supplementarySeats',
  subscribed: 'subscribedSeats',
};

function holds(condition: Condition | undefined, l: LicensingValues, today: string): boolean {
  switch (condition) {
    case 'yes':
      return true;
    case 'expired':
      return l.expiresAt !== null && l.expiresAt < today;
    case 'seats':
      return l.trialSeats + l.supplementarySeats + l.subscribedSeats > 0;
    case 'unfunded':
      return l.offer === null;
    default:
      return false;
  }
}

/** The actions open on this licensing today, in `LICENSING_ACTIONS` order. */
export function allowedActions(l: LicensingValues, today: string): LicensingAction[] {
  return LICENSING_ACTIONS.filter((a) => holds(TRANSITIONS[a][l.state], l, today));
}

/** Extending starts from the later of today and the current end, so an expired trial gets full days. */
function extended(l: LicensingValues, today: string, days: number): string {
  const from = l.expiresAt !== null && l.expiresAt > today ? l.expiresAt : today;
  return addDays(from, days);
}

function seatChange(l: LicensingValues, delta: 1 | -1, params: ActionParams): Partial<LicensingValues> {
  if (!params.seatType) throw new ActionRefused('seatType', 'A seat action needs a seat type');
  const field = SEAT_FIELD[params.seatType];
  const next = l[field] + delta;
  if (next < 0) throw new ActionRefused('noSeat', `No ${params.seatType} seat to remove`);
  return { [field]: next };
}

/** The licensing after the action; throws `ActionRefused` when the matrix or the seat count forbids it. */
export function applyAction(l: LicensingValues, action: LicensingAction, today: string, params: ActionParams = {}): LicensingValues {
  if (!allowedActions(l, today).includes(action)) throw new ActionRefused('notAllowed', `${action} is not allowed on a ${l.state} licensing`);
  return { ...l, ...changeOf(l, action, today, params) };
}

function changeOf(l: LicensingValues, action: LicensingAction, today: string, params: ActionParams): Partial<LicensingValues> {
  switch (action) {
    case 'extend_trial':
      return { expiresAt: extended(l, today, TRIAL_DAYS) };
    case 'extend_full_trial':
      return { expiresAt: extended(l, today, FULL_TRIAL_DAYS) };
    case 'upgrade_to_full_trial':
    case 'set_as_full_trial':
      return { state: 'full_trial', expiresAt: addDays(today, FULL_TRIAL_DAYS), offer: null };
    case 'revert_to_trial':
    case 'set_as_trial':
      return { state: 'trial', expiresAt: addDays(today, TRIAL_DAYS), offer: null };
    case 'start_funded_trial':
      // All content (a full trial) for 90 days; the seats the school holds stay as they are.
      return { state: 'full_trial', expiresAt: addDays(today, FUNDED_TRIAL_DAYS), offer: 'funded_discount' };
    case 'upgrade_to_subscribed':
    case 'subscribe':
      return { state: 'subscribed', expiresAt: addDays(today, SUBSCRIPTION_DAYS) };
    case 'mark_unsubscribed':
    case 'unsubscribe':
      return { state: 'unsubscribed' };
    case 'add_seat':
      return seatChange(l, 1, params);
    case 'remove_seat':
      return seatChange(l, -1, params);
  }
}
