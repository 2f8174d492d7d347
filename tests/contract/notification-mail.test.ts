/**
 * Email notification preferences are honoured (issue 12, seed section 3): the collection mails
 * go only to people who have not turned that kind off, with a real address; a person who never
 * chose receives them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites } from '../../resources';
import { queryRows } from '../../server/db/client';
import { body, buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';
import { insertCollection, insertContents } from '../support/libraryFixtures';

const API = '/api/v1';

describe('mail preferences', () => {
  let t: TestApp;
  let w: World;
  let items: string[];
  beforeAll(async () => {
    t = await startTestApp('pglite');
    w = await buildWorld(t);
    items = await insertContents(t, 7);
  });
  afterAll(async () => t.close());

  const outbox = (): Promise<{ to_address: string; subject: string; body: string }[]> =>
    queryRows(t.database.db, sql`SELECT to_address, subject, body FROM mail_outbox ORDER BY id`);
  const mailsTo = async (address: string, about: string) => (await outbox()).filter((m) => m.to_address === address && m.subject.includes(about));
  const setPreference = async (persona: 'teacherA' | 'teacherB' | 'schoolAdminA', kind: string, on: boolean) => {
    const res = await t.request('PATCH', `${API}/users/${w.ids[persona]}`, {
      token: w.tokens[persona],
      body: body('users', { email_notification_preferences: { [kind]: on } }, undefined, w.ids[persona]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const subscribe = async (persona: 'teacherA' | 'teacherB' | 'schoolAdminA', collection: string) => {
    const res = await t.request('POST', `${API}/favourites`, { token: w.tokens[persona], body: body('favourites', {}, { collection: { data: { type: 'collections', id: collection } } }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };
  const published = (authorPersona: 'teacherA' | 'schoolAdminA', name: string) =>
    insertCollection(t, { name, authorId: Number(w.ids[authorPersona]), organizationId: Number(w.schoolA), state: 'published', publishedLocales: ['en'] }, items.slice(0, 5));
  const patchCollection = (id: string, attributes: Record<string, unknown>, itemIds?: string[]) =>
    t.request('PATCH', `${API}/collections/${id}`, {
      token: w.tokens.teacherA,
      body: body('collections', attributes, itemIds ? { items: { data: itemIds.map((i) => ({ type: 'contents', id: i })) } } : undefined, id),
    });

  it('tells a collection’s author of a new subscriber, unless the author turned it off', async () => {
    const quiet = await published('teacherA', 'Quiet author');
    await setPreference('teacherA', 'collectionSubscribers', false);
    await subscribe('teacherB', quiet);
    expect(await mailsTo('teacher-a@test.test', 'Quiet author')).toHaveLength(0);

    // Never chose: mailed, with who subscribed and a link to the collection.
    const open = await published('schoolAdminA', 'Open author');
    await subscribe('teacherB', open);
    const [mail, ...more] = await mailsTo('lead-a@test.test', 'Open author');
    expect(more).toHaveLength(0);
    expect(mail?.body).toContain('Bea subscribed to your collection "Open author"');
    expect(mail?.body).toContain(`/app/collections/${open}`);

    // Turned back on: mailed again.
    await setPreference('teacherA', 'collectionSubscribers', true);
    await subscribe('schoolAdminA', quiet);
    expect(await mailsTo('teacher-a@test.test', 'Quiet author')).toHaveLength(1);
  });

  it('tells subscribers who want it when the items change or it is published again, never the author', async () => {
    const id = await published('teacherA', 'Weekly picks');
    await subscribe('teacherB', id);
    await subscribe('schoolAdminA', id);
    // A subscriber without an address (a student) is never mailed.
    await insert(t, favourites, { userId: Number(w.ids.studentA), collectionId: Number(id) });
    await setPreference('teacherB', 'subscribedCollectionsUpdates', false);
    const before = (await outbox()).length;
    const updates = (address: string) => mailsTo(address, '"Weekly picks" has been updated');

    const added = await patchCollection(id, {}, items.slice(0, 6));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await updates('lead-a@test.test')).toHaveLength(1);
    expect(await updates('teacher-b@test.test')).toHaveLength(0);
    expect(await updates('teacher-a@test.test')).toHaveLength(0);
    expect((await outbox()).length).toBe(before + 1);

    // A new order of the same items, or a new name, is no news.
    expect((await patchCollection(id, { name: 'Weekly picks!' }, [...items.slice(0, 6)].reverse())).status).toBe(200);
    expect((await outbox()).length).toBe(before + 1);

    // Unpublished: nothing; published again: the subscriber hears of it.
    expect((await patchCollection(id, { state: 'draft' })).status).toBe(200);
    expect((await outbox()).length).toBe(before + 1);
    expect((await patchCollection(id, { state: 'published' })).status).toBe(200);
    expect(await mailsTo('lead-a@test.test', '"Weekly picks!" has been updated')).toHaveLength(1);
    expect((await outbox()).length).toBe(before + 2);
  });

  it('sends nothing when the write is refused', async () => {
    const id = await published('teacherA', 'Too small');
    await subscribe('schoolAdminA', id);
    const before = (await outbox()).length;
    // Fewer items than a published collection needs: 422, and no mail went out.
    expect((await patchCollection(id, {}, items.slice(0, 2))).status).toBe(422);
    expect((await outbox()).length).toBe(before);
  });
});
