/**
 * Licence gating and visibility of the library, as a client receives it (seed 6, issue 10):
 * a locked item is listed with `locked: true` and its playable fields null wherever it appears
 * (list, show, include, search); a full-trial or subscribed school gets them; `hideLockedContent`
 * hides locked items altogether; drafts are their owner's; a lesson plan shared with a school
 * reaches that school's colleagues only. On PGlite and PostgreSQL, every answer a valid document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { contents } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { PLAYABLE_CONTENT_FIELDS } from '../../resources/contents/schema';
import { loadViewer } from '../../server/auth/viewer';
import { tableOf } from '../../server/db/tables';
import { findAll } from '../../server/jsonapi/repository';
import { READERS } from '../../server/readers';
import { snakeCase } from '../../resources/kit/names';
import { expectValidDocument } from '../support/jsonapiSchema';
import { buildLibraryWorld, PAID_MEDIA, type LibraryWorld } from '../support/libraryWorld';
import { body, insert, startTestApp, type Response, type TestApp } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ postgres: 'a lock is judged in SQL (licence states and expiry dates against the current date) and must agree with isLocked on each database' });
const API = '/api/v1';
const PLAYABLE = PLAYABLE_CONTENT_FIELDS.map(snakeCase);

type Resource = { type: string; id: string; attributes: Record<string, unknown>; relationships?: Record<string, { data?: unknown }> };

/** Every contents object of a document, primary and included. */
function contentObjects(res: Response): Resource[] {
  const data = res.doc.data === undefined ? [] : Array.isArray(res.doc.data) ? res.doc.data : [res.doc.data];
  return [...data, ...(res.doc.included ?? [])].filter((r: Resource) => r.type === 'contents');
}

function expectGated(res: Response, locked: Record<string, boolean>): void {
  const seen = new Map(contentObjects(res).map((r) => [r.id, r]));
  for (const [id, isLocked] of Object.entries(locked)) {
    const r = seen.get(id);
    expect(r, `content ${id} in ${JSON.stringify(res.body)}`).toBeDefined();
    expect(r!.attributes.locked).toBe(isLocked);
    for (const f of PLAYABLE) expect(r!.attributes[f] === null, `${f} of ${id}`).toBe(isLocked);
  }
  // Whatever else the document holds: no locked item carries playable data.
  for (const r of seen.values()) if (r.attributes.locked) for (const f of PLAYABLE) expect(r.attributes[f]).toBeNull();
}

const ids = (res: Response): string[] => (res.doc.data as Resource[]).map((r) => r.id).sort();
const includedIds = (res: Response, type: string): string[] => (res.doc.included ?? []).filter((r: Resource) => r.type === type).map((r: Resource) => r.id).sort();

describe.each(kinds)('library reads on %s', (kind) => {
  let t: TestApp;
  let w: LibraryWorld;
  const get = async (url: string, token: string, status = 200): Promise<Response> => {
    const res = await t.request('GET', `${API}${url}`, { token });
    expectValidDocument(res, status);
    return res;
  };
  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildLibraryWorld(t);
  });
  afterAll(async () => t.close());

  it('gives a trial teacher locked items without their playable fields through list, show and every include', async () => {
    const token = w.tokens.teacherA;
    const { paid, free, available, storyWorld } = w.items;
    const list = await get('/contents?page[size]=50', token);
    expect(ids(list)).toEqual([paid, free, available, storyWorld].sort());
    expectGated(list, { [paid]: true, [available]: true, [free]: false, [storyWorld]: false });
    expect(contentObjects(list).find((r) => r.id === free)!.attributes.media_url).toBe(PAID_MEDIA);

    expectGated(await get(`/contents/${paid}?include=story_world`, token), { [paid]: true, [storyWorld]: false });
    expectGated(await get(`/contents?filter[q]=paid`, token), { [paid]: true });
    expectGated(await get(`/lesson_plan_tasks?include=content`, token), { [paid]: true });
    expectGated(await get(`/lesson_plans/${w.plans.product}?include=activities.tasks.content`, token), { [paid]: true });
    const collection = await get(`/collections/${w.collections.publishedB}?include=items`, token);
    expectGated(collection, { [paid]: true, [free]: false });
    // The draft item is neither included nor named in the linkage.
    expect(collection.doc.data.relationships.items.data.map((r: Resource) => r.id)).toEqual([paid, free]);
    expectGated(await get(`/favourites?include=content`, token), { [paid]: true });
  });

  it('gives full-trial and subscribed schools the playable fields, and managers every state', async () => {
    const { paid, draft, unavailable } = w.items;
    for (const token of [w.extra.teacherFull.token, w.tokens.teacherB]) {
      expectGated(await get(`/contents/${paid}`, token), { [paid]: false });
      expectGated(await get(`/lesson_plan_tasks?include=content`, token), { [paid]: false });
    }
    const managed = await get('/contents?page[size]=50', w.tokens.contentManager);
    expect(ids(managed)).toEqual(expect.arrayContaining([draft, unavailable]));
    expectGated(managed, { [paid]: false, [draft]: false });
  });

  it('judges a lock the same in SQL (lists and includes) as isLocked does over the viewer facts', async () => {
    const viewers = [w.ids.teacherA, w.ids.teacherB, w.extra.teacherFull.id, w.extra.teacherHides.id, w.ids.parent, w.ids.contentManager];
    const tokens = [w.tokens.teacherA, w.tokens.teacherB, w.extra.teacherFull.token, w.extra.teacherHides.token, w.tokens.parent, w.tokens.contentManager];
    for (const [i, id] of viewers.entries()) {
      const listed = contentObjects(await get('/contents?page[size]=50', tokens[i]!));
      const viewer = (await loadViewer(t.database.db, id))!;
      const records = await findAll(t.database.db, contents as unknown as ResourceDef, inArray(tableOf(contents).columns.id!, listed.map((r) => Number(r.id))));
      await READERS.contents!.present!({ db: t.database.db, viewer }, records);
      const judged = Object.fromEntries(records.map((r) => [r.id, r.locked]));
      expect(judged, `viewer ${id}`).toEqual(Object.fromEntries(listed.map((r) => [r.id, r.attributes.locked])));
    }
  });

  it('hides locked items altogether from a school with hideLockedContent', async () => {
    const token = w.extra.teacherHides.token;
    const { paid, free, available, storyWorld } = w.items;
    expect(ids(await get('/contents?page[size]=50', token))).toEqual([free, storyWorld].sort());
    await get(`/contents/${paid}`, token, 404);
    expect(ids(await get(`/contents?filter[q]=paid`, token))).toEqual([]);
    const collection = await get(`/collections/${w.collections.product}?include=items`, token);
    expect(collection.doc.data.relationships.items.data.map((r: Resource) => r.id)).toEqual([free]);
    expect(includedIds(collection, 'contents')).toEqual([free]);
    expect(includedIds(await get('/lesson_plan_tasks?include=content', token), 'contents')).toEqual([]);
    expect(ids(await get(`/contents?filter[id]=${available}`, token))).toEqual([]);
  });

  it('keeps draft and unavailable items from teachers, and refuses them as write targets', async () => {
    for (const id of [w.items.draft, w.items.unavailable]) await get(`/contents/${id}`, w.tokens.teacherB, 404);
    const favourite = await t.request('POST', `${API}/favourites`, {
      token: w.tokens.teacherB,
      body: body('favourites', {}, { content: { data: { type: 'contents', id: w.items.draft } } }),
    });
    expectValidDocument(favourite, 404);
    expect(favourite.doc.errors?.[0]?.source?.pointer).toBe('/data/relationships/content');
  });

  it('shows a draft collection to its author and the collections managers only', async () => {
    const draft = w.collections.draftA;
    expect(ids(await get('/collections', w.tokens.teacherA))).toEqual([w.collections.publishedB, draft, w.collections.product].sort());
    expect(ids(await get('/collections', w.tokens.teacherB))).toEqual([w.collections.publishedB, w.collections.product].sort());
    await get(`/collections/${draft}`, w.tokens.schoolAdminA, 404);
    await get(`/collections/${draft}`, w.tokens.superUser);
    const share = await t.request('POST', `${API}/contents/${draft}/shares`, { token: w.tokens.teacherB, body: body('contentShares', { channel: 'link' }) });
    expect(share.status).toBe(404);
  });

  it('shares a lesson plan with colleagues of the same school only, never another school', async () => {
    const { product, privateA, sharedA, sharedB } = w.plans;
    expect(ids(await get('/lesson_plans', w.tokens.teacherA))).toEqual([product, privateA, sharedA].sort());
    expect(ids(await get('/lesson_plans', w.tokens.schoolAdminA))).toEqual([product, sharedA].sort());
    expect(ids(await get('/lesson_plans', w.tokens.teacherB))).toEqual([product, sharedB].sort());
    for (const token of [w.tokens.parent, w.tokens.studentA, w.tokens.child]) expect(ids(await get('/lesson_plans', token))).toEqual([]);
    await get(`/lesson_plans/${privateA}`, w.tokens.schoolAdminA, 404);
    await get(`/lesson_plans/${sharedA}`, w.tokens.teacherB, 404);
    expect(ids(await get('/lesson_plans', w.tokens.superUser))).toHaveLength(4);
  });

  it("reads a plan's activities and tasks exactly when the plan is readable", async () => {
    const colleague = await get(`/lesson_plans/${w.plans.sharedA}?include=activities,activities.tasks`, w.tokens.schoolAdminA);
    expect(includedIds(colleague, 'lessonPlanActivities')).toEqual([w.activities.sharedA]);
    expect(includedIds(colleague, 'lessonPlanTasks')).toEqual([w.tasks.sharedA]);
    const visibleToB = [w.tasks.product, w.tasks.sharedB].sort();
    expect(ids(await get('/lesson_plan_tasks', w.tokens.teacherB))).toEqual(visibleToB);
    expect(ids(await get(`/lesson_plans/${w.plans.sharedA}/activities`, w.tokens.teacherB))).toEqual([]);
    await get(`/lesson_plan_activities/${w.activities.privateA}`, w.tokens.schoolAdminA, 404);
    await get(`/lesson_plan_tasks/${w.tasks.sharedA}`, w.tokens.teacherB, 404);
    expect(ids(await get('/lesson_plan_activities', w.tokens.parent))).toEqual([]);
  });

  it('says which plans are in use, computed for every record of a page', async () => {
    const list = await get('/lesson_plans', w.tokens.teacherA);
    const inUse = Object.fromEntries((list.doc.data as Resource[]).map((r) => [r.id, r.attributes.in_use]));
    expect(inUse).toEqual({ [w.plans.product]: false, [w.plans.privateA]: false, [w.plans.sharedA]: true });
  });

  // Last: it adds an item the earlier tests' exact lists do not expect.
  it("never gives a child (home student) a teacher's lesson plan template, wherever the item page would look for one", async () => {
    const { storyWorld, free } = w.items;
    const template = await insert(t, contents, {
      name: 'Ocean lesson plan',
      contentType: 'lesson_plan_template',
      state: 'published',
      freeAccess: true,
      storyWorldId: Number(storyWorld),
      subjects: ['english'],
      publishedAt: new Date(),
    });
    const child = w.tokens.child;
    const listed = ids(await get('/contents?page[size]=50', child));
    expect(listed).toEqual(expect.arrayContaining([free, storyWorld]));
    expect(listed).not.toContain(template);
    // What the item page's related content asks for: the same story world, the same subject.
    expect(ids(await get(`/contents?filter[story_world]=${storyWorld}`, child))).not.toContain(template);
    expect(ids(await get('/contents?filter[subjects][contains]=english', child))).toEqual([]);
    expect(ids(await get('/contents?filter[q]=ocean', child))).not.toContain(template);
    await get(`/contents/${template}`, child, 404);
    // Teachers and their parent keep it.
    expect(ids(await get(`/contents?filter[story_world]=${storyWorld}`, w.tokens.teacherA))).toContain(template);
    expect(ids(await get('/contents?filter[subjects][contains]=english', w.tokens.parent))).toEqual([template]);
  });
});
