/**
 * Families (issue 12 "Parents"; seed 2.6, 3 and 8): a parent adds children within
 * MAX_CHILDREN_PER_PARENT even when the adds race (803 childrenLimit); a child reads nothing of
 * their parent's, a sibling's or another family's, nor the console's school data; child quests
 * (GET /users/{id}/quests) are the child's and their parent's only and count the child's own
 * records; a child's library follows their parent's licence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MAX_CHILDREN_PER_PARENT } from '../../domain/constants';
import { activities, favourites, users } from '../../resources';
import { tableOf } from '../../server/db/tables';
import { insertContent } from '../support/libraryFixtures';
import { body, buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const API = '/api/v1';
const kinds = await testDbKinds({ postgres: 'children added at once by one parent race for the children limit, held by a row lock (FOR UPDATE)' });

type Resource = { id: string; type: string; attributes: Record<string, unknown> };

async function newParent(t: TestApp, email: string, organizationId?: string): Promise<{ id: string; token: string }> {
  const id = await insert(t, users, { email, firstName: 'Par', role: 'parent', ...(organizationId ? { organizationId: Number(organizationId) } : {}) });
  return { id, token: (await t.app.tokens.sign(id)).jwt };
}

async function newChild(t: TestApp, parentId: string, username: string): Promise<{ id: string; token: string }> {
  const id = await insert(t, users, { username, firstName: username, role: 'home_student', parentId: Number(parentId) });
  return { id, token: (await t.app.tokens.sign(id)).jwt };
}

describe.each(kinds)('the children limit under concurrent adds on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it(`${MAX_CHILDREN_PER_PARENT + 2} adds at once by a parent with no child: exactly ${MAX_CHILDREN_PER_PARENT} are created, the rest get 803`, async () => {
    const parent = await newParent(t, 'racing@family.test');
    const add = (i: number) =>
      t.request('POST', `${API}/users`, {
        token: parent.token,
        body: body('users', { first_name: `Kid ${i}`, username: `race-kid-${kind}-${i}`, password: 'secret12', role: 'home_student' }),
      });
    const results = await Promise.all(Array.from({ length: MAX_CHILDREN_PER_PARENT + 2 }, (_, i) => add(i)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(MAX_CHILDREN_PER_PARENT);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.status).toBe(422);
      expect(r.doc.errors?.[0]).toMatchObject({ code: '803', meta: { error_identifier: 'childrenLimit' } });
    }
    const c = tableOf(users).columns;
    const rows = (await t.database.db
      .select({ n: sql<string>`count(*)` })
      .from(tableOf(users).table)
      .where(and(eq(c.parentId!, Number(parent.id)), isNull(c.archivedAt!)))) as { n: string }[];
    expect(Number(rows[0]!.n)).toBe(MAX_CHILDREN_PER_PARENT);
    // Every child created is a home student of this parent, whatever the body said.
    for (const r of results.filter((x) => x.status === 201)) {
      expect(r.doc.data.attributes.role).toBe('home_student');
      expect(r.doc.data.relationships.parent.data).toEqual({ type: 'users', id: parent.id });
    }
  });
});

describe('a family’s data stays in the family (pglite)', () => {
  let t: TestApp;
  let w: World;
  let sibling: { id: string; token: string };
  let other: { parent: { id: string; token: string }; child: { id: string; token: string } };
  beforeAll(async () => {
    t = await startTestApp('pglite');
    w = await buildWorld(t);
    // The world's parent belongs to school A (a parent with a school) and has a second child.
    await t.database.db.update(tableOf(users).table).set({ organizationId: Number(w.schoolA) }).where(eq(tableOf(users).columns.id!, Number(w.ids.parent)));
    sibling = await newChild(t, w.ids.parent, 'sibling');
    const otherParent = await newParent(t, 'other@family.test');
    other = { parent: otherParent, child: await newChild(t, otherParent.id, 'otherkid') };
  });
  afterAll(async () => t.close());

  const get = (path: string, token: string) => t.request('GET', `${API}${path}`, { token });
  const ids = (r: { doc: { data?: Resource[] } }): string[] => (r.doc.data ?? []).map((x) => x.id).sort();

  it('a child reads their own record only: not their parent, a sibling or another family', async () => {
    expect((await get(`/users/${w.ids.child}`, w.tokens.child)).status).toBe(200);
    for (const id of [w.ids.parent, sibling.id, other.child.id, other.parent.id, w.ids.teacherA]) expect((await get(`/users/${id}`, w.tokens.child)).status).toBe(404);
    const list = await get('/users', w.tokens.child);
    expect(list.status).toBe(200);
    expect(ids(list)).toEqual([w.ids.child]);
    // Including the parent from their own record does not leak it either.
    const included = await get(`/users/${w.ids.child}?include=parent,organization`, w.tokens.child);
    expect((included.doc.included ?? []).map((r: Resource) => `${r.type}/${r.id}`)).toEqual([]);
  });

  it("a child reads none of the parent's school: organisations, classes, lessons, school lesson plans", async () => {
    const org = await get(`/organizations/${w.schoolA}`, w.tokens.child);
    expect([403, 404]).toContain(org.status);
    for (const path of ['/organizations', '/classes', '/licensings']) {
      const res = await get(path, w.tokens.child);
      expect(res.status === 403 || (res.status === 200 && ids(res).length === 0), `${path}: ${res.status}`).toBe(true);
    }
    const lessons = await get('/lessons', w.tokens.child);
    expect(lessons.status === 403 || ids(lessons).length === 0).toBe(true);
    // A plan shared with school A is the school's; the child sees only the product's own plans.
    const plans = await get('/lesson_plans', w.tokens.child);
    expect(plans.status === 403 || (plans.doc.data ?? []).every((p: Resource & { relationships?: { organization?: { data: unknown } } }) => !p.relationships?.organization?.data)).toBe(true);
  });

  it('a parent reads their children but no other family’s child, nor their quests', async () => {
    // The query of My children (custom-pages/family/useChildren.ts).
    const list = await get('/users?filter[role]=home_student&sort=first_name&page[number]=1&page[size]=20', w.tokens.parent);
    expect(list.status).toBe(200);
    expect(ids(list)).toEqual([w.ids.child, sibling.id].sort());
    expect((await get(`/users/${other.child.id}`, w.tokens.parent)).status).toBe(404);
    expect((await get(`/users/${other.child.id}/quests`, w.tokens.parent)).status).toBe(404);
    expect((await get(`/users/${w.ids.child}/quests`, other.parent.token)).status).toBe(404);
  });

  it('quests are read by the child and their parent only', async () => {
    expect((await get(`/users/${w.ids.child}/quests`, w.tokens.child)).status).toBe(200);
    expect((await get(`/users/${w.ids.child}/quests`, w.tokens.parent)).status).toBe(200);
    // A sibling, a teacher or an admin: no (out of their reach: 404; no family grant at all: 403).
    expect((await get(`/users/${w.ids.child}/quests`, sibling.token)).status).toBe(404);
    expect((await get(`/users/${w.ids.child}/quests`, w.tokens.teacherA)).status).toBe(404);
    expect((await get(`/users/${w.ids.child}/quests`, w.tokens.superUser)).status).toBe(403);
    // Only a home student has quests; a malformed id is not found.
    expect((await get(`/users/${w.ids.parent}/quests`, w.tokens.parent)).status).toBe(404);
    expect((await get('/users/abc/quests', w.tokens.parent)).status).toBe(404);
    expect((await t.request('GET', `${API}/users/${w.ids.child}/quests`)).status).toBe(401);
  });

  it("quests count the child's own distinct views by content type and their favourites", async () => {
    const worlds = [await insertContent(t, { contentType: 'story_world' }), await insertContent(t, { contentType: 'story_world' })];
    const films = [await insertContent(t, { contentType: 'video' }), await insertContent(t, { contentType: '360_video' })];
    const article = await insertContent(t, { contentType: 'article' });
    const view = (actorId: string, entityId: string) => insert(t, activities, { actorId: Number(actorId), entityType: 'contents', entityId, verb: 'viewed' });
    // Two views of one world count once; the sibling's views are theirs.
    for (const id of [...worlds, worlds[0]!, ...films, article]) await view(sibling.id, id);
    await view(w.ids.child, worlds[1]!);
    await insert(t, favourites, { userId: Number(sibling.id), contentId: Number(article) });
    const res = await get(`/users/${sibling.id}/quests`, w.tokens.parent);
    expect(res.status).toBe(200);
    expect(res.doc.data).toMatchObject({ type: 'quests', id: sibling.id });
    const byKey = Object.fromEntries((res.doc.data.attributes.quests as { key: string }[]).map((q) => [q.key, q]));
    expect(byKey.exploreStoryWorlds).toEqual({ key: 'exploreStoryWorlds', progress: 2, goal: 3, achieved: false });
    expect(byKey.watchFilms).toEqual({ key: 'watchFilms', progress: 2, goal: 5, achieved: false });
    expect(byKey.saveFavourites).toEqual({ key: 'saveFavourites', progress: 1, goal: 3, achieved: false });
    expect(byKey.viewItems).toEqual({ key: 'viewItems', progress: 5, goal: 10, achieved: false });
    // A third world, opened by the child through the API as the content page does, completes the quest.
    const third = await insertContent(t, { contentType: 'story_world' });
    const recorded = await t.request('POST', `${API}/activities`, { token: sibling.token, body: body('activities', { entity_type: 'contents', entity_id: third, verb: 'viewed' }) });
    expect(recorded.status).toBe(201);
    const after = await get(`/users/${sibling.id}/quests`, sibling.token);
    expect(after.doc.data.attributes.quests[0]).toEqual({ key: 'exploreStoryWorlds', progress: 3, goal: 3, achieved: true });
  });

  it("a child's library follows their parent's licence", async () => {
    const paid = await insertContent(t, { freeAccess: false, mediaUrl: 'https://media.test/film.mp4' });
    const lockedFor = async (token: string): Promise<unknown> => (await get(`/contents/${paid}`, token)).doc.data.attributes.locked;
    // Parent in school A (a trial: not the full library) → locked for the child.
    expect(await lockedFor(w.tokens.child)).toBe(true);
    // The other parent moves to school B (subscribed): their child gets the full library.
    expect(await lockedFor(other.child.token)).toBe(true);
    await t.database.db.update(tableOf(users).table).set({ organizationId: Number(w.schoolB) }).where(eq(tableOf(users).columns.id!, Number(other.parent.id)));
    const unlocked = await get(`/contents/${paid}`, other.child.token);
    expect(unlocked.doc.data.attributes).toMatchObject({ locked: false, media_url: 'https://media.test/film.mp4' });
    const listed = await get(`/contents?filter[content_type]=video&sort=locked`, other.child.token);
    expect(listed.doc.data.find((r: Resource) => r.id === paid)?.attributes.locked).toBe(false);
    // The parent's licence does not open anything of the school to the child: still no organisation.
    expect([403, 404]).toContain((await get(`/organizations/${w.schoolB}`, other.child.token)).status);
  });
});
