/**
 * Collections from the write side (seed 4 and 5): a teacher's collection is theirs and their
 * school's, a manager's is the product's; publishing needs 5 items counted after the write
 * (422 `collectionTooFewItems` on `state`, nothing stored); the languages it is published in;
 * the name and word limits; and recording shares of a collection the viewer can open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { collections, users } from '../../resources';
import { COLLECTION_NAME_MAX, COLLECTION_PUBLISH_MIN_ITEMS, TEXT_WORD_LIMIT } from '../../domain/constants';
import { tableOf } from '../../server/db/tables';
import { body, buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { expectApiError, insertCollection, insertContents } from '../support/libraryFixtures';

const kinds = await testDbKinds({ pgliteOnly: 'publishing rules and limits checked by the server, one request at a time' });
const API = '/api/v1';
const TYPE = collections.type;
const words = (n: number): string => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const itemsRel = (ids: readonly string[]) => ({ items: { data: ids.map((id) => ({ type: 'contents', id })) } });

describe.each(kinds)('collection writes on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let manager: string;
  let items: string[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
    const id = await insert(t, users, { email: 'curator@test.test', firstName: 'Cur', role: 'admin', permissions: ['collections_manager'] });
    manager = (await t.app.tokens.sign(id)).jwt;
    items = await insertContents(t, COLLECTION_PUBLISH_MIN_ITEMS + 1);
  });
  afterAll(async () => t.close());

  const create = (token: string, attributes: Record<string, unknown>, rels?: Record<string, unknown>) =>
    t.request('POST', `${API}/collections?include=items`, { token, body: body(TYPE, { name: 'Rivers', ...attributes }, rels) });
  const patch = (token: string, id: string, attributes: Record<string, unknown>, rels?: Record<string, unknown>) =>
    t.request('PATCH', `${API}/collections/${id}?include=items`, { token, body: body(TYPE, attributes, rels, id) });
  const stored = async (id: string) => (await t.request('GET', `${API}/collections/${id}?include=items`, { token: w.tokens.superUser })).doc.data;

  it("a teacher's collection is theirs and their school's; a manager's is the product's own", async () => {
    const mine = await create(w.tokens.teacherA, {});
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    expect(mine.doc.data.attributes).toMatchObject({ state: 'draft', published_locales: [] });
    expect(mine.doc.data.relationships.author.data).toEqual({ type: 'users', id: w.ids.teacherA });
    expect(mine.doc.data.relationships.organization.data).toEqual({ type: 'organizations', id: w.schoolA });
    const product = await create(manager, {});
    expect(product.status).toBe(201);
    expect(product.doc.data.relationships.author.data).toBeNull();
    expect(product.doc.data.relationships.organization.data).toBeNull();
  });

  it('publishing with fewer than 5 items is refused on state and stores nothing', async () => {
    const four = items.slice(0, COLLECTION_PUBLISH_MIN_ITEMS - 1);
    const refused = await create(w.tokens.teacherA, { name: 'Too small', state: 'published' }, itemsRel(four));
    expectApiError(refused, 422, 'collectionTooFewItems', '/data/attributes/state', '805');
    const c = tableOf(collections).columns;
    const rows = await t.database.db.select({ id: c.id! }).from(tableOf(collections).table).where(eq(c.name!, 'Too small'));
    expect(rows).toHaveLength(0);

    const draft = await create(w.tokens.teacherA, { name: 'Growing' }, itemsRel(four));
    expect(draft.status).toBe(201);
    const id = draft.doc.data.id as string;
    expectApiError(await patch(w.tokens.teacherA, id, { state: 'published' }), 422, 'collectionTooFewItems', '/data/attributes/state', '805');
    expect((await stored(id)).attributes.state).toBe('draft');
    // The items after this write count: the fifth item arrives with the publish.
    const published = await patch(w.tokens.teacherA, id, { state: 'published' }, itemsRel(items.slice(0, COLLECTION_PUBLISH_MIN_ITEMS)));
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.doc.data.attributes.state).toBe('published');
    expect(published.doc.data.relationships.items.data).toHaveLength(COLLECTION_PUBLISH_MIN_ITEMS);
  });

  it('taking items out of a published collection below 5 is refused; replacing them is not', async () => {
    const five = items.slice(0, COLLECTION_PUBLISH_MIN_ITEMS);
    const res = await create(w.tokens.teacherA, { name: 'Oceans', state: 'published' }, itemsRel(five));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.doc.data.id as string;
    expectApiError(await patch(w.tokens.teacherA, id, {}, itemsRel(five.slice(1))), 422, 'collectionTooFewItems', '/data/attributes/state', '805');
    expect((await stored(id)).relationships.items.data).toHaveLength(COLLECTION_PUBLISH_MIN_ITEMS);
    const swapped = await patch(w.tokens.teacherA, id, {}, itemsRel([...five.slice(1), items[COLLECTION_PUBLISH_MIN_ITEMS]!]));
    expect(swapped.status).toBe(200);
    // A draft may shrink freely.
    const draft = await create(w.tokens.teacherA, { name: 'Sketch' }, itemsRel(five));
    expect((await patch(w.tokens.teacherA, draft.doc.data.id as string, {}, itemsRel([]))).status).toBe(200);
  });

  it("is published in the publisher's language unless languages are given; unpublishing clears them", async () => {
    const five = itemsRel(items.slice(0, COLLECTION_PUBLISH_MIN_ITEMS));
    const english = await create(w.tokens.teacherA, { name: 'English default', state: 'published' }, five);
    expect(english.doc.data.attributes.published_locales).toEqual(['en']);

    const u = tableOf(users).columns;
    await t.database.db.update(tableOf(users).table).set({ languages: ['fi-FI', 'en'] }).where(eq(u.id!, Number(w.ids.teacherA)));
    try {
      const finnish = await create(w.tokens.teacherA, { name: 'Finnish default', state: 'published' }, five);
      expect(finnish.doc.data.attributes.published_locales).toEqual(['fi']);
    } finally {
      await t.database.db.update(tableOf(users).table).set({ languages: [] }).where(eq(u.id!, Number(w.ids.teacherA)));
    }

    const chosen = await create(w.tokens.teacherA, { name: 'Chosen', state: 'published', published_locales: ['es', 'pt'] }, five);
    expect(chosen.doc.data.attributes.published_locales).toEqual(['es', 'pt']);
    const id = chosen.doc.data.id as string;
    // Emptied while published, it stays published in the publisher's language.
    expect((await patch(w.tokens.teacherA, id, { published_locales: [] })).doc.data.attributes.published_locales).toEqual(['en']);
    const unpublished = await patch(w.tokens.teacherA, id, { state: 'draft' });
    expect(unpublished.doc.data.attributes).toMatchObject({ state: 'draft', published_locales: [] });
    // A draft is published in no language, whatever is sent.
    expect((await patch(w.tokens.teacherA, id, { published_locales: ['sv'] })).doc.data.attributes.published_locales).toEqual([]);
  });

  it(`names at most ${COLLECTION_NAME_MAX} characters and texts at most ${TEXT_WORD_LIMIT} words`, async () => {
    expect((await create(w.tokens.teacherA, { name: 'n'.repeat(COLLECTION_NAME_MAX) })).status).toBe(201);
    expectApiError(await create(w.tokens.teacherA, { name: 'n'.repeat(COLLECTION_NAME_MAX + 1) }), 422, 'maxLength', '/data/attributes/name');
    expectApiError(await create(w.tokens.teacherA, { name: '   ' }), 422, 'fieldNoBlank', '/data/attributes/name');
    for (const field of ['description', 'curriculum_text', 'teacher_notes']) {
      const ok = await create(w.tokens.teacherA, { [field]: words(TEXT_WORD_LIMIT) });
      expect(ok.status, field).toBe(201);
      expect(ok.doc.data.attributes[field]).toBe(words(TEXT_WORD_LIMIT));
      expectApiError(await create(w.tokens.teacherA, { [field]: words(TEXT_WORD_LIMIT + 1) }), 422, 'maxWords', `/data/attributes/${field}`);
      // The same limit on a change.
      expectApiError(await patch(w.tokens.teacherA, ok.doc.data.id as string, { [field]: words(TEXT_WORD_LIMIT + 1) }), 422, 'maxWords', `/data/attributes/${field}`);
    }
  });

  describe('shares', () => {
    const share = (token: string | undefined, collectionId: string, attributes: Record<string, unknown> = { channel: 'email' }, rels?: Record<string, unknown>) =>
      t.request('POST', `${API}/contents/${collectionId}/shares`, { ...(token ? { token } : {}), body: body('contentShares', attributes, rels) });

    it('anyone signed in who can open a published collection records a share as themselves', async () => {
      const id = await insertCollection(t, { authorId: Number(w.ids.teacherA), organizationId: Number(w.schoolA), state: 'published' }, items.slice(0, 5));
      for (const persona of ['teacherA', 'schoolAdminA', 'teacherB'] as const) {
        const res = await share(w.tokens[persona], id, { channel: 'link' });
        expect(res.status, `${persona} ${JSON.stringify(res.body)}`).toBe(201);
        expect(res.doc.data.relationships.user.data).toEqual({ type: 'users', id: w.ids[persona] });
        expect(res.doc.data.relationships.collection.data).toEqual({ type: 'collections', id });
      }
      expect((await share(undefined, id)).status).toBe(401);
      const other = { user: { data: { type: 'users', id: w.ids.teacherB } } };
      expect((await share(w.tokens.teacherA, id, { channel: 'x' }, other)).status).toBe(403);
      expectApiError(await share(w.tokens.teacherA, id, { channel: 'pigeon' }), 422, 'oneOf', '/data/attributes/channel');
    });

    it("another teacher's draft cannot be shared: it does not exist for them", async () => {
      const draft = await insertCollection(t, { authorId: Number(w.ids.teacherA), organizationId: Number(w.schoolA), state: 'draft' });
      expect((await share(w.tokens.teacherA, draft)).status).toBe(201);
      for (const persona of ['schoolAdminA', 'teacherB'] as const) {
        const res = await share(w.tokens[persona], draft);
        expectApiError(res, 404, 'notFound', '/data/relationships/collection');
      }
      expect((await share(w.tokens.teacherA, '99999')).status).toBe(404);
    });
  });
});
