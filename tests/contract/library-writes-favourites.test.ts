/**
 * Favourites and counters from the write side (seed 1 and 3): a favourite names exactly one
 * target the viewer can see, once; the item's or collection's `subscribed_count` follows every
 * favourite added and removed. Every view is an activity record that adds to `viewed_count`, is
 * refused for an item the viewer cannot see, and lists back as the viewer's own "recently viewed".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../resources';
import { body, buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { expectApiError, insertCollection, insertContent, insertContents } from '../support/libraryFixtures';

const kinds = await testDbKinds({ pgliteOnly: 'favourites and counters one request at a time (the race the unique indexes guard is not exercised here)' });
const API = '/api/v1';
const to = (type: string, id: string) => ({ data: { type, id } });

describe.each(kinds)('favourites and views on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let items: string[];
  let colleague: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
    items = await insertContents(t, 5);
    const id = await insert(t, users, { email: 'colleague-a@test.test', firstName: 'Col', role: 'teacher', organizationId: Number(w.schoolA) });
    colleague = (await t.app.tokens.sign(id)).jwt;
  });
  afterAll(async () => t.close());

  const favourite = (token: string, rels: Record<string, unknown>) =>
    t.request('POST', `${API}/favourites`, { token, body: body('favourites', {}, rels) });
  const counts = async (type: 'contents' | 'collections', id: string) => {
    const res = await t.request('GET', `${API}/${type}/${id}`, { token: w.tokens.superUser });
    return { subscribed: res.doc.data.attributes.subscribed_count as number, viewed: res.doc.data.attributes.viewed_count as number };
  };
  const published = () => insertCollection(t, { authorId: Number(w.ids.teacherA), organizationId: Number(w.schoolA), state: 'published' }, items);

  it('names exactly one target: an item or a collection', async () => {
    const collection = await published();
    expectApiError(await favourite(w.tokens.teacherA, {}), 422, 'favouriteTarget', '/data/relationships/content');
    const both = await favourite(w.tokens.teacherA, { content: to('contents', items[0]!), collection: to('collections', collection) });
    expectApiError(both, 422, 'favouriteTarget', '/data/relationships/collection');
    const none = await t.request('GET', `${API}/favourites`, { token: w.tokens.teacherA });
    expect(none.doc.meta?.total).toBe(0);
    expect((await counts('contents', items[0]!)).subscribed).toBe(0);
  });

  it("a lesson's students and guests keep no favourites; a child at home does", async () => {
    const item = await insertContent(t);
    expectApiError(await favourite(w.tokens.studentA, { content: to('contents', item) }), 403, 'forbidden');
    expect((await favourite(w.tokens.child, { content: to('contents', item) })).status).toBe(201);
  });

  it('counts subscribers up and down, per item and per collection, for each viewer once', async () => {
    const item = await insertContent(t);
    const collection = await published();
    const mine = await favourite(w.tokens.teacherA, { content: to('contents', item) });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    expect(mine.doc.data.relationships.user.data).toEqual({ type: 'users', id: w.ids.teacherA });
    expect((await favourite(w.tokens.teacherB, { content: to('contents', item) })).status).toBe(201);
    const subscription = await favourite(w.tokens.teacherB, { collection: to('collections', collection) });
    expect(subscription.status).toBe(201);
    expect((await counts('contents', item)).subscribed).toBe(2);
    expect((await counts('collections', collection)).subscribed).toBe(1);

    // The same favourite again is a conflict that changes nothing.
    expectApiError(await favourite(w.tokens.teacherA, { content: to('contents', item) }), 409, 'favouriteExists', '/data/relationships/content');
    expectApiError(await favourite(w.tokens.teacherB, { collection: to('collections', collection) }), 409, 'favouriteExists', '/data/relationships/collection');
    expect((await counts('contents', item)).subscribed).toBe(2);

    // Only its owner removes a favourite; removing it counts down.
    expect((await t.request('DELETE', `${API}/favourites/${mine.doc.data.id}`, { token: w.tokens.teacherB })).status).toBe(404);
    expect((await t.request('DELETE', `${API}/favourites/${mine.doc.data.id}`, { token: w.tokens.teacherA })).status).toBe(204);
    expect((await t.request('DELETE', `${API}/favourites/${subscription.doc.data.id}`, { token: w.tokens.teacherB })).status).toBe(204);
    expect(await counts('contents', item)).toMatchObject({ subscribed: 1 });
    expect(await counts('collections', collection)).toMatchObject({ subscribed: 0 });
    // Removed, it may be added again.
    expect((await favourite(w.tokens.teacherA, { content: to('contents', item) })).status).toBe(201);
    expect((await counts('contents', item)).subscribed).toBe(2);
  });

  it("refuses a target the viewer cannot see: another teacher's draft, a draft item", async () => {
    const draft = await insertCollection(t, { authorId: Number(w.ids.teacherA), organizationId: Number(w.schoolA), state: 'draft' });
    expectApiError(await favourite(colleague, { collection: to('collections', draft) }), 404, 'notFound', '/data/relationships/collection');
    expect((await favourite(w.tokens.teacherA, { collection: to('collections', draft) })).status).toBe(201);
    const hidden = await insertContent(t, { state: 'draft' });
    expectApiError(await favourite(w.tokens.teacherA, { content: to('contents', hidden) }), 404, 'notFound', '/data/relationships/content');
    expect((await counts('contents', hidden)).subscribed).toBe(0);
    expect((await counts('collections', draft)).subscribed).toBe(1);
  });

  describe('views', () => {
    const view = (token: string, entityType: string, entityId: string) =>
      t.request('POST', `${API}/activities`, { token, body: body('activities', { entity_type: entityType, entity_id: entityId, verb: 'viewed' }) });

    it('every view is recorded and counted, for items and collections', async () => {
      const item = await insertContent(t);
      const collection = await published();
      expect((await view(w.tokens.teacherA, 'contents', item)).status).toBe(201);
      expect((await view(w.tokens.teacherA, 'contents', item)).status).toBe(201);
      expect((await view(w.tokens.teacherB, 'contents', item)).status).toBe(201);
      expect((await view(w.tokens.teacherB, 'collections', collection)).status).toBe(201);
      expect(await counts('contents', item)).toEqual({ subscribed: 0, viewed: 3 });
      expect((await counts('collections', collection)).viewed).toBe(1);
      // Other records count nothing.
      const opened = await t.request('POST', `${API}/activities`, { token: w.tokens.teacherA, body: body('activities', { entity_type: 'contents', entity_id: item, verb: 'opened' }) });
      expect(opened.status).toBe(201);
      expect((await counts('contents', item)).viewed).toBe(3);
    });

    it('a view of an item the viewer cannot see is 404 and records nothing', async () => {
      const hidden = await insertContent(t, { state: 'draft' });
      const draft = await insertCollection(t, { authorId: Number(w.ids.teacherA), organizationId: Number(w.schoolA), state: 'draft' });
      expectApiError(await view(w.tokens.teacherB, 'contents', hidden), 404, 'notFound', '/data/attributes/entity_id');
      expectApiError(await view(w.tokens.teacherB, 'collections', draft), 404, 'notFound', '/data/attributes/entity_id');
      for (const id of ['99999', 'abc', '007']) expect((await view(w.tokens.teacherB, 'contents', id)).status, id).toBe(404);
      expect((await counts('contents', hidden)).viewed).toBe(0);
      const records = await t.request('GET', `${API}/activities?filter[actor]=${w.ids.teacherB}&filter[verb]=viewed&page[size]=500`, { token: w.tokens.superUser });
      const entityIds = records.doc.data.map((a: { attributes: { entity_id: string } }) => a.attributes.entity_id);
      expect(entityIds).not.toContain(hidden);
      expect(entityIds).not.toContain(draft);
      expect((await view(w.tokens.teacherA, 'collections', draft)).status).toBe(201);
    });

    it("recently viewed lists the teacher's own views, newest first", async () => {
      const [first, second] = [await insertContent(t), await insertContent(t)];
      await view(colleague, 'contents', first);
      await view(colleague, 'contents', second);
      await view(w.tokens.teacherA, 'contents', second);
      const res = await t.request('GET', `${API}/activities?filter[verb]=viewed&sort=-createdAt,-id`, { token: colleague });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.doc.data.map((a: { attributes: { entity_id: string } }) => a.attributes.entity_id)).toEqual([second, first]);
      expect(res.doc.meta?.total).toBe(2);
      const plain = await t.request('GET', `${API}/activities?filter[verb]=viewed&sort=-createdAt`, { token: colleague });
      expect(plain.status).toBe(200);
    });
  });
});
