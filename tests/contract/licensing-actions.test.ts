/**
 * POST /licensings/{id}/actions on every database kind: each action applied where the matrix
 * opens it and refused (422, code 805) where it does not, who may act, the audit entry each
 * change leaves (and who may read it), generic writes' entries, and concurrent actions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licensings, organizations, users } from '../../resources';
import { addDays, LICENSING_ACTIONS, SUBSCRIPTION_DAYS, TRANSITIONS, type LicensingAction } from '../../domain/licensing';
import { FULL_TRIAL_DAYS, FUNDED_TRIAL_DAYS, TRIAL_DAYS } from '../../domain/constants';
import { LICENSING_STATES, type LicensingState } from '../../domain/roles';
import { isoDay } from '../../domain/subscription';
import { body, buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ postgres: 'two concurrent actions on one licensing are serialised by a row lock (FOR UPDATE): concurrent transactions only on PostgreSQL' });
const API = '/api/v1';
const today = isoDay(new Date());
const later = addDays(today, 10);
const past = addDays(today, -10);

/** What each action leaves on a licensing expiring in ten days with one trial seat. */
const EXPECTED: Record<LicensingAction, Record<string, unknown>> = {
  upgrade_to_subscribed: { state: 'subscribed', expires_at: addDays(today, SUBSCRIPTION_DAYS) },
  upgrade_to_full_trial: { state: 'full_trial', expires_at: addDays(today, FULL_TRIAL_DAYS) },
  extend_trial: { expires_at: addDays(later, TRIAL_DAYS) },
  extend_full_trial: { expires_at: addDays(later, FULL_TRIAL_DAYS) },
  revert_to_trial: { state: 'trial', expires_at: addDays(today, TRIAL_DAYS) },
  mark_unsubscribed: { state: 'unsubscribed' },
  set_as_trial: { state: 'trial', expires_at: addDays(today, TRIAL_DAYS) },
  set_as_full_trial: { state: 'full_trial', expires_at: addDays(today, FULL_TRIAL_DAYS) },
  start_funded_trial: { state: 'full_trial', expires_at: addDays(today, FUNDED_TRIAL_DAYS), offer: 'funded_discount', trial_seats: 1 },
  subscribe: { state: 'subscribed', expires_at: addDays(today, SUBSCRIPTION_DAYS) },
  unsubscribe: { state: 'unsubscribed' },
  add_seat: { trial_seats: 2 },
  remove_seat: { trial_seats: 0 },
};

const openIn = (a: LicensingAction): LicensingState => LICENSING_STATES.find((s) => TRANSITIONS[a][s] === 'yes' || TRANSITIONS[a][s] === 'seats')!;
const closedIn = (a: LicensingAction): LicensingState | undefined => LICENSING_STATES.find((s) => TRANSITIONS[a][s] === undefined);
const actionBody = (action: string, seatType?: string) => body('licensingActions', { action, ...(seatType ? { seat_type: seatType } : {}) });

describe.each(kinds)('licensing actions on %s', (kind) => {
  let t: TestApp;
  let world: World;
  let schoolAdminB: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    world = await buildWorld(t);
    const id = await insert(t, users, { email: 'lead-b@test.test', firstName: 'Lead', role: 'teacher', organizationAdmin: true, organizationId: Number(world.schoolB) });
    schoolAdminB = (await t.app.tokens.sign(id)).jwt;
  });
  afterAll(async () => t.close());

  const licensingIn = (state: LicensingState, expiresAt = later, org = world.schoolA) =>
    insert(t, licensings, { organizationId: Number(org), licenseId: Number(world.licenseId), state, expiresAt, trialSeats: 1 });
  const act = (id: string, action: string, token = world.tokens.licensingAdmin, seatType?: string) =>
    t.request('POST', `${API}/licensings/${id}/actions`, { token, body: actionBody(action, seatType) });
  const show = async (id: string) => (await t.request('GET', `${API}/licensings/${id}`, { token: world.tokens.superUser })).doc.data;
  const entriesOf = async (licensingId: string, token = world.tokens.licensingAdmin) =>
    (await t.request('GET', `${API}/audit_entries?filter[licensing]=${licensingId}&sort=id`, { token })).doc.data as {
      attributes: { action: string; before: string | null; after: string | null };
      relationships: { actor: { data: { id: string } | null } };
    }[];

  it.each(LICENSING_ACTIONS)('%s applies where the matrix opens it and leaves an audit entry', async (action) => {
    const id = await licensingIn(openIn(action));
    const before = await show(id);
    const seat = action.endsWith('_seat') ? 'trial' : undefined;
    const res = await act(id, action, world.tokens.licensingAdmin, seat);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.doc.data).toMatchObject({ type: 'licensings', id, attributes: EXPECTED[action] });
    const [entry, ...more] = await entriesOf(id);
    expect(more).toEqual([]);
    expect(entry!.attributes.action).toBe(seat ? `${action}:${seat}` : action);
    expect(entry!.relationships.actor.data?.id).toBe(world.ids.licensingAdmin);
    expect(JSON.parse(entry!.attributes.before!)).toMatchObject({ state: before.attributes.state, expiresAt: before.attributes.expires_at });
    expect(JSON.parse(entry!.attributes.after!)).toMatchObject({ state: res.doc.data.attributes.state, expiresAt: res.doc.data.attributes.expires_at });
  });

  it.each(LICENSING_ACTIONS.filter((a) => closedIn(a)))('%s is refused with 805 where the matrix closes it, changing nothing', async (action) => {
    const id = await licensingIn(closedIn(action)!);
    const before = await show(id);
    const res = await act(id, action, world.tokens.licensingAdmin, action.endsWith('_seat') ? 'trial' : undefined);
    expect(res.status).toBe(422);
    expect(res.doc.errors?.[0]).toMatchObject({ code: '805', source: { pointer: '/data/attributes/action' }, meta: { error_identifier: 'actionNotAllowed' } });
    expect(await show(id)).toEqual(before);
    expect(await entriesOf(id)).toEqual([]);
  });

  it('renews an expired subscription but not a live one', async () => {
    expect((await act(await licensingIn('subscribed'), 'subscribe')).status).toBe(422);
    const res = await act(await licensingIn('subscribed', past), 'subscribe');
    expect(res.doc.data.attributes.expires_at).toBe(addDays(today, SUBSCRIPTION_DAYS));
  });

  it('refuses removing a seat of a type the licensing has none of', async () => {
    const id = await licensingIn('trial');
    const res = await act(id, 'remove_seat', world.tokens.licensingAdmin, 'subscribed');
    expect(res.status).toBe(422);
    expect(res.doc.errors?.[0]).toMatchObject({ code: '805', source: { pointer: '/data/attributes/seat_type' } });
    expect((await show(id)).attributes.subscribed_seats).toBe(0);
  });

  it('answers 422 naming the choices to an unknown action or seat type, and to a seat action without one', async () => {
    const id = await licensingIn('trial');
    const unknown = await act(id, 'make_free');
    expect(unknown.status).toBe(422);
    expect(unknown.doc.errors?.[0]).toMatchObject({ source: { pointer: '/data/attributes/action' }, meta: { error_identifier: 'oneOf' } });
    expect(unknown.doc.errors?.[0]?.detail).toContain('extend_trial');
    const golden = await act(id, 'add_seat', world.tokens.licensingAdmin, 'golden');
    expect(golden.doc.errors?.[0]).toMatchObject({ status: '422', source: { pointer: '/data/attributes/seat_type' }, meta: { error_identifier: 'oneOf' } });
    expect((await act(id, 'add_seat')).doc.errors?.[0]).toMatchObject({ status: '422', source: { pointer: '/data/attributes/seat_type' } });
    expect(await entriesOf(id)).toEqual([]);
  });

  it('lets only those who may update licensings act', async () => {
    const id = await licensingIn('trial');
    expect((await act(id, 'extend_trial', world.tokens.teacherA)).status).toBe(403);
    expect((await act(id, 'extend_trial', world.tokens.schoolAdminA)).status).toBe(403);
    expect((await act(id, 'extend_trial', world.tokens.teacherB)).status).toBe(404);
    expect((await act(id, 'extend_trial', world.tokens.orgAdminPerm)).status).toBe(403);
    expect((await act('999999', 'extend_trial')).status).toBe(404);
    expect((await show(id)).attributes.expires_at).toBe(later);
    expect((await act(id, 'extend_trial', world.tokens.superUser)).status).toBe(200);
  });

  it('shows audit entries to the school’s own admin, not to another school’s', async () => {
    const id = await licensingIn('trial');
    await act(id, 'extend_trial');
    expect(await entriesOf(id, world.tokens.schoolAdminA)).toHaveLength(1);
    expect(await entriesOf(id, schoolAdminB)).toEqual([]);
    const [entry] = await entriesOf(id);
    const entryId = (entry as unknown as { id: string }).id;
    expect((await t.request('GET', `${API}/audit_entries/${entryId}`, { token: schoolAdminB })).status).toBe(404);
    expect((await t.request('GET', `${API}/audit_entries`, { token: world.tokens.teacherA })).status).toBe(403);
    expect((await t.request('POST', `${API}/audit_entries`, { token: world.tokens.licensingAdmin, body: body('auditEntries', { action: 'x' }) })).status).toBe(403);
  });

  it('puts a school on the funded offer: its teachers’ viewer says so, the trail keeps it, and no generic write sets it', async () => {
    const org = await insert(t, organizations, { name: 'Funded Academy' });
    const teacher = await insert(t, users, { email: 'funded@test.test', firstName: 'Fay', role: 'teacher', organizationId: Number(org) });
    const token = (await t.app.tokens.sign(teacher)).jwt;
    const id = await licensingIn('trial', later, org);
    const offerOf = async () => (await t.request('GET', `${API}/user`, { token })).doc.data.meta.offer;
    expect(await offerOf()).toBeNull();
    expect((await act(id, 'start_funded_trial')).status).toBe(200);
    expect(await offerOf()).toBe('funded_discount');
    // The premium trial is given once: a funded licensing is not offered it again.
    expect((await act(id, 'start_funded_trial')).status).toBe(422);
    const [entry] = await entriesOf(id);
    expect(JSON.parse(entry!.attributes.before!).offer).toBeNull();
    expect(JSON.parse(entry!.attributes.after!)).toMatchObject({ state: 'full_trial', offer: 'funded_discount' });
    const write = await t.request('PATCH', `${API}/licensings/${id}`, { token: world.tokens.licensingAdmin, body: body('licensings', { offer: null }, undefined, id) });
    expect(write.status).toBe(403);
    expect((await show(id)).attributes.offer).toBe('funded_discount');
  });

  it('keeps state, expiry and seats out of licensing admins’ generic writes', async () => {
    const id = await licensingIn('trial');
    const patch = (attributes: Record<string, unknown>, token = world.tokens.licensingAdmin) =>
      t.request('PATCH', `${API}/licensings/${id}`, { token, body: body('licensings', attributes, undefined, id) });
    for (const attr of ['state', 'expires_at', 'trial_seats', 'supplementary_seats', 'subscribed_seats']) {
      const res = await patch({ [attr]: attr === 'state' ? 'subscribed' : attr === 'expires_at' ? '2099-01-01' : 50 });
      expect(res.status, attr).toBe(403);
      expect(res.doc.errors?.[0]?.source?.pointer).toBe(`/data/attributes/${attr}`);
    }
    expect((await patch({ number_of_students: 12 })).status).toBe(200);
    expect((await patch({ state: 'subscribed' }, world.tokens.superUser)).status).toBe(200);
    expect((await entriesOf(id)).map((e) => e.attributes.action)).toEqual(['update', 'update']);
  });

  it('creates a licensing as a trial with its trial days, recorded in the trail, and records deletion', async () => {
    const rel = { organization: { data: { type: 'organizations', id: world.schoolA } }, license: { data: { type: 'licenses', id: world.licenseId } } };
    const created = await t.request('POST', `${API}/licensings`, { token: world.tokens.licensingAdmin, body: body('licensings', {}, rel) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.doc.data.id as string;
    expect(created.doc.data.attributes).toMatchObject({ state: 'trial', expires_at: addDays(today, TRIAL_DAYS) });
    expect((await t.request('DELETE', `${API}/licensings/${id}`, { token: world.tokens.licensingAdmin })).status).toBe(204);
    const all = (await t.request('GET', `${API}/audit_entries?filter[organization]=${world.schoolA}&filter[action]=delete`, { token: world.tokens.licensingAdmin })).doc.data;
    const deletion = all.find((e: { attributes: { before: string } }) => JSON.parse(e.attributes.before).expiresAt === addDays(today, TRIAL_DAYS));
    expect(deletion).toBeDefined();
    expect(deletion.attributes.after).toBeNull();
    expect((await entriesOf(id)).map((e) => e.attributes.action)).toEqual([]);
  });

  it('serialises two concurrent actions: both applied, both recorded in order', async () => {
    const id = await licensingIn('trial');
    const [a, b] = await Promise.all([act(id, 'add_seat', world.tokens.licensingAdmin, 'trial'), act(id, 'add_seat', world.tokens.superUser, 'trial')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await show(id)).attributes.trial_seats).toBe(3);
    const entries = await entriesOf(id);
    expect(entries).toHaveLength(2);
    const seats = entries.map((e) => [JSON.parse(e.attributes.before!).trialSeats, JSON.parse(e.attributes.after!).trialSeats]);
    expect(seats).toEqual([
      [1, 2],
      [2, 3],
    ]);
  });
});
