/**
 * The library's test world on top of `buildWorld`: schools on each kind of licence, library items
 * in every gating situation, collections and lesson plans of several owners. Rows are written
 * straight into the database, so read tests do not depend on the write rules (server/hooks/).
 *
 * | school      | licensing   | teacher        | library                          |
 * |-------------|-------------|----------------|----------------------------------|
 * | schoolA     | trial       | teacherA (+ schoolAdminA, a colleague) | free items only |
 * | schoolB     | subscribed  | teacherB       | everything                       |
 * | full trial  | full_trial  | teacherFull    | everything                       |
 * | hiding      | trial, hideLockedContent | teacherHides | free items only, locked ones not listed |
 */
import { sql } from 'drizzle-orm';
import { collections, contents, favourites, lesson_plan_activities, lesson_plan_tasks, lesson_plans, licensings, organizations, users } from '../../resources';
import { joinTableOf } from '../../server/db/tables';
import { buildWorld, insert, type TestApp, type World } from './testApp';

export const PAID_MEDIA = 'https://media.test/paid.mp4';

export interface LibraryWorld extends World {
  extra: Record<'teacherFull' | 'teacherHides', { id: string; token: string }>;
  items: Record<'paid' | 'free' | 'available' | 'draft' | 'unavailable' | 'storyWorld', string>;
  collections: Record<'publishedB' | 'draftA' | 'product', string>;
  plans: Record<'product' | 'privateA' | 'sharedA' | 'sharedB', string>;
  /** One activity and one task (linking the paid item) under each plan. */
  activities: Record<'product' | 'privateA' | 'sharedA' | 'sharedB', string>;
  tasks: Record<'product' | 'privateA' | 'sharedA' | 'sharedB', string>;
  favouriteOfA: string;
}

const future = (): string => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

async function schoolWithTeacher(t: TestApp, world: World, name: string, state: string, hide: boolean): Promise<{ id: string; token: string }> {
  const school = await insert(t, organizations, { name, country: 'gb', hideLockedContent: hide });
  await insert(t, licensings, { organizationId: Number(school), licenseId: Number(world.licenseId), state, expiresAt: future() });
  const id = await insert(t, users, { email: `teacher-${state}-${hide}@test.test`, firstName: 'T', role: 'teacher', organizationId: Number(school) });
  return { id, token: (await t.app.tokens.sign(id)).jwt };
}

function item(name: string, values: Record<string, unknown> = {}): Record<string, unknown> {
  return { name, contentType: 'video', state: 'published', mediaUrl: PAID_MEDIA, captionsUrl: 'https://media.test/c.vtt', body: 'Lesson steps', publishedAt: new Date(), ...values };
}

async function plan(t: TestApp, values: Record<string, unknown>, content: string): Promise<{ plan: string; activity: string; task: string }> {
  const id = await insert(t, lesson_plans, { name: 'Plan', ...values });
  const activity = await insert(t, lesson_plan_activities, { name: 'Warm up', lessonPlanId: Number(id), authorId: values.authorId ?? null });
  const task = await insert(t, lesson_plan_tasks, {
    name: 'Watch',
    taskType: 'content',
    activityId: Number(activity),
    lessonPlanId: Number(id),
    authorId: values.authorId ?? null,
    contentId: Number(content),
  });
  return { plan: id, activity, task };
}

export async function buildLibraryWorld(t: TestApp): Promise<LibraryWorld> {
  const world = await buildWorld(t);
  const extra = {
    teacherFull: await schoolWithTeacher(t, world, 'Full Trial School', 'full_trial', false),
    teacherHides: await schoolWithTeacher(t, world, 'Hiding School', 'trial', true),
  };
  const storyWorld = await insert(t, contents, item('Ocean world', { contentType: 'story_world', freeAccess: true }));
  const items = {
    storyWorld,
    paid: await insert(t, contents, item('Paid film', { storyWorldId: Number(storyWorld) })),
    free: await insert(t, contents, item('Free film', { freeAccess: true })),
    available: await insert(t, contents, item('Available film', { state: 'available' })),
    draft: await insert(t, contents, item('Draft film', { state: 'draft', freeAccess: true })),
    unavailable: await insert(t, contents, item('Withdrawn film', { state: 'unavailable', freeAccess: true })),
  };
  const teacherA = Number(world.ids.teacherA);
  const teacherB = Number(world.ids.teacherB);
  const cols = {
    publishedB: await insert(t, collections, { name: 'B published', state: 'published', authorId: teacherB, organizationId: Number(world.schoolB) }),
    draftA: await insert(t, collections, { name: 'A draft', state: 'draft', authorId: teacherA, organizationId: Number(world.schoolA) }),
    product: await insert(t, collections, { name: 'Product', state: 'published' }),
  };
  const jt = joinTableOf(collections.relationships.items.through!);
  const order = [items.paid, items.draft, items.free];
  for (const c of Object.values(cols)) await t.database.db.insert(jt.table).values(order.map((to, position) => ({ from: Number(c), to: Number(to), position })));
  const built = {
    product: await plan(t, { name: 'Product plan' }, items.paid),
    privateA: await plan(t, { name: 'A private', authorId: teacherA, organizationId: Number(world.schoolA) }, items.paid),
    sharedA: await plan(t, { name: 'A shared', authorId: teacherA, organizationId: Number(world.schoolA), sharedWithSchool: true }, items.paid),
    sharedB: await plan(t, { name: 'B shared', authorId: teacherB, organizationId: Number(world.schoolB), sharedWithSchool: true }, items.paid),
  };
  await t.database.db.execute(sql`insert into lessons (lesson_plan_id, organization_id) values (${Number(built.sharedA.plan)}, ${Number(world.schoolA)})`);
  const pick = <K extends 'plan' | 'activity' | 'task'>(k: K) =>
    Object.fromEntries(Object.entries(built).map(([name, b]) => [name, b[k]])) as Record<keyof typeof built, string>;
  const favouriteOfA = await insert(t, favourites, { userId: teacherA, contentId: Number(items.paid) });
  return { ...world, extra, items, collections: cols, plans: pick('plan'), activities: pick('activity'), tasks: pick('task'), favouriteOfA };
}
