/**
 * Record ids in paths: an id that is not a record id ("abc", "1e3", "-1", one beyond the
 * database's integer range) names no record, so every route answers a JSON:API 404, never a 400
 * or a 500 from the database. One rule (server/jsonapi/recordId.ts) for every route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, startTestApp, type TestApp, type World } from '../support/testApp';
import { expectValidDocument } from '../support/jsonapiSchema';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ postgres: 'an id beyond the integer range must never reach the database, whose out-of-range error could differ between the two' });
const API = '/api/v1';
const BAD_IDS = ['abc', '1e3', '-1', '0x10', '1.0', '007', '99999999999999', '2147483648'];
const EMPTY = { data: { type: 'meetings', id: 'ID', attributes: {} } };

/** Every route taking a record id in its path; `ID` is replaced by each bad id. */
const ROUTES: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; body?: unknown }[] = [
  { method: 'GET', url: '/users/ID' },
  { method: 'PATCH', url: '/users/ID', body: { data: { type: 'users', id: 'ID', attributes: {} } } },
  { method: 'DELETE', url: '/users/ID' },
  { method: 'GET', url: '/organizations/ID' },
  { method: 'GET', url: '/organizations/ID/licensings' },
  { method: 'GET', url: '/organizations/ID/licensings/1' },
  { method: 'POST', url: '/users/ID/restore' },
  { method: 'POST', url: '/meetings/ID/schedule', body: EMPTY },
  { method: 'POST', url: '/licensings/ID/actions', body: { data: { type: 'licensing_actions', attributes: { action: 'extend_trial' } } } },
  { method: 'POST', url: '/organizations/ID/join', body: {} },
  { method: 'POST', url: '/meetings/ID/invites', body: { data: { type: 'meeting_invites', attributes: { email: 'x@school.test' } } } },
  { method: 'PATCH', url: '/meetings/ID/invites/ID', body: { data: { type: 'meetingInvites', id: 'ID', attributes: { token: 'x' } } } },
];

describe.each(kinds)('record ids in paths on %s', (kind) => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp(kind);
    world = await buildWorld(t);
  });
  afterAll(async () => t.close());

  it.each(ROUTES)('$method $url answers 404 for ids that name no record', async ({ method, url, body }) => {
    for (const id of BAD_IDS) {
      const withId = (s: string): string => s.replaceAll('ID', id);
      const payload = body === undefined ? undefined : (JSON.parse(withId(JSON.stringify(body))) as unknown);
      const res = await t.request(method, `${API}${withId(url)}`, { token: world.tokens.superUser, ...(payload === undefined ? {} : { body: payload }) });
      expect(res.status, `${method} ${withId(url)}: ${JSON.stringify(res.body)}`).toBe(404);
      expectValidDocument(res, 404);
      expect(res.doc.errors?.[0]?.status).toBe('404');
    }
  });
});
