/**
 * What an audit entry keeps of its moment, so the trail reads the same later and to every
 * reader: the actor's name (a licensing admin may not read a super user's record), and the
 * licensing's state and licence name as they were then, not as they are now.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenses, licensings, users } from '../../resources';
import { addDays } from '../../domain/licensing';
import { isoDay } from '../../domain/subscription';
import { body, buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ pgliteOnly: 'what an audit entry keeps is written by the server, not computed by the database' });
const API = '/api/v1';

describe.each(kinds)('audit trail entries on %s', (kind) => {
  let t: TestApp;
  let world: World;
  let sue: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    world = await buildWorld(t);
    const id = await insert(t, users, { email: 'sue@test.test', firstName: 'Sue', lastName: 'Perkins', role: 'admin', permissions: ['super_user'] });
    sue = (await t.app.tokens.sign(id)).jwt;
  });
  afterAll(async () => t.close());

  const act = (id: string, action: string, token: string, seatType?: string) =>
    t.request('POST', `${API}/licensings/${id}/actions`, { token, body: body('licensingActions', { action, ...(seatType ? { seat_type: seatType } : {}) }) });
  const entriesOf = async (licensingId: string) =>
    (await t.request('GET', `${API}/audit_entries?filter[licensing]=${licensingId}&sort=id`, { token: world.tokens.licensingAdmin })).doc.data as {
      attributes: Record<string, unknown>;
    }[];

  it("names a super user's change to a licensing admin, with the state and licence of that moment", async () => {
    const licenseId = await insert(t, licenses, { name: 'Story worlds' });
    const id = await insert(t, licensings, {
      organizationId: Number(world.schoolA),
      licenseId: Number(licenseId),
      state: 'trial',
      expiresAt: addDays(isoDay(new Date()), 10),
    });
    expect((await act(id, 'upgrade_to_full_trial', sue)).status).toBe(200);
    expect((await act(id, 'add_seat', world.tokens.licensingAdmin, 'supplementary')).status).toBe(200);
    expect((await act(id, 'upgrade_to_subscribed', world.tokens.licensingAdmin)).status).toBe(200);
    // The licence is renamed afterwards: entries keep the name it had.
    expect((await t.request('PATCH', `${API}/licenses/${licenseId}`, { token: sue, body: body('licenses', { name: 'Renamed' }, undefined, licenseId) })).status).toBe(200);

    const entries = await entriesOf(id);
    expect(entries.map((e) => [e.attributes.action, e.attributes.actor_name, e.attributes.licensing_state, e.attributes.license_name])).toEqual([
      ['upgrade_to_full_trial', 'Sue Perkins', 'full_trial', 'Story worlds'],
      ['add_seat:supplementary', 'Admin', 'full_trial', 'Story worlds'],
      ['upgrade_to_subscribed', 'Admin', 'subscribed', 'Story worlds'],
    ]);
  });

  it('records the state and licence a deleted licensing had', async () => {
    const id = await insert(t, licensings, { organizationId: Number(world.schoolB), licenseId: Number(world.licenseId), state: 'subscribed' });
    expect((await t.request('DELETE', `${API}/licensings/${id}`, { token: sue })).status).toBe(204);
    const all = (await t.request('GET', `${API}/audit_entries?filter[organization]=${world.schoolB}&filter[action]=delete`, { token: world.tokens.licensingAdmin })).doc
      .data as { attributes: Record<string, unknown> }[];
    expect(all.map((e) => [e.attributes.actor_name, e.attributes.licensing_state, e.attributes.license_name])).toEqual([['Sue Perkins', 'subscribed', 'CCGL Test']]);
  });
});
