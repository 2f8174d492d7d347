/**
 * The demo seed is idempotent: a second run adds nothing, and the accounts the README lists
 * exist with the documented roles. The demo library holds every content type, over 40 story
 * worlds (two of them the trial's), product collections and lesson plans, the demo teachers'
 * favourites and views with counters that agree, and every picture, film, sound and caption
 * file it names is shipped and served from /media as browsers need it (each film item its own
 * film, captioned in its language; each sound clip item its own clip).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { queryRows } from '../../server/db/client';
import { GENERATED_USERS, seedDemo } from '../../server/db/seed/demo';
import { mediaUrl, soundFile } from '../../server/db/seed/library/media';
import { MEDIA_DIR, MEDIA_PREFIX } from '../../server/static';
import { CONTENT_TYPES, LESSON_PLAN_TYPES, TEXT_WORD_LIMIT } from '../../domain/constants';
import { openTestDatabase, testDbKinds, type TestDatabase } from '../support/testDatabase';

const TABLES = [
  'organizations', 'licensings', 'licenses', 'users', 'tags', 'tag_groups', 'curriculums', 'meetings', 'meeting_occurrences',
  'contents', 'content_tags', 'collections', 'collection_items', 'favourites', 'activities', 'lesson_plans', 'lesson_plan_activities', 'lesson_plan_tasks',
];

async function counts(db: TestDatabase): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) out[t] = Number((await queryRows<{ n: string }>(db.db, sql.raw(`SELECT count(*) AS n FROM ${t}`)))[0]?.n);
  return out;
}

const rows = <T>(db: TestDatabase, query: ReturnType<typeof sql>): Promise<T[]> => queryRows<T>(db.db, query);

const kinds = await testDbKinds({ postgres: '`npm run seed` runs on PostgreSQL too: its upserts must add nothing the second time, its counts and stemming agree there' });

describe.each(kinds)('demo seed on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await seedDemo(db.db, 'demo1234');
    app = await buildApp({ db: db.db, jwtSecret: 'seed-test-secret' });
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it('creates the documented data once, however often it runs', async () => {
    const first = await counts(db);
    expect(first).toMatchObject({ organizations: 4, licensings: 4, meetings: 1, meeting_occurrences: 6 });
    expect(first.users).toBe(GENERATED_USERS + 8);
    await seedDemo(db.db, 'demo1234');
    expect(await counts(db)).toEqual(first);

    const accounts = await rows<{ email: string | null; username: string | null; role: string; organization_admin: boolean; permissions: string[] }>(
      db,
      sql`SELECT email, username, role, organization_admin, permissions FROM users WHERE source IS NULL ORDER BY id`,
    );
    expect(accounts).toEqual([
      { email: 'admin@demo.test', username: null, role: 'admin', organization_admin: false, permissions: ['super_user'] },
      { email: 'orgadmin@demo.test', username: null, role: 'teacher', organization_admin: true, permissions: [] },
      { email: 'licensing@demo.test', username: null, role: 'admin', organization_admin: false, permissions: ['licensing_admin'] },
      { email: 'teacher@demo.test', username: null, role: 'teacher', organization_admin: false, permissions: [] },
      { email: 'subscribed@demo.test', username: null, role: 'teacher', organization_admin: false, permissions: [] },
      { email: 'parent@demo.test', username: null, role: 'parent', organization_admin: false, permissions: [] },
      { email: null, username: 'demochild', role: 'home_student', organization_admin: false, permissions: [] },
      { email: 'lapsed@demo.test', username: null, role: 'teacher', organization_admin: false, permissions: [] },
    ]);
    const states = await rows<{ state: string }>(db, sql`SELECT state FROM licensings ORDER BY id`);
    expect(states.map((s) => s.state)).toEqual(['trial', 'full_trial', 'subscribed', 'trial']);
    // The lapsed teacher's trial ended yesterday (issue 12 verifies the auto-logout against them).
    const [lapsed] = await rows<{ ended: boolean }>(
      db,
      sql`SELECT l.expires_at = current_date - 1 AS ended FROM users u JOIN licensings l ON l.organization_id = u.organization_id WHERE u.email = 'lapsed@demo.test'`,
    );
    expect(lapsed?.ended).toBe(true);
    const [subscribed] = await rows<{ state: string }>(
      db,
      sql`SELECT l.state FROM users u JOIN licensings l ON l.organization_id = u.organization_id WHERE u.email = 'subscribed@demo.test'`,
    );
    expect(subscribed?.state).toBe('subscribed');
  });

  it('fills the library with every content type and over 40 listed story worlds', async () => {
    const byType = await rows<{ content_type: string; n: number }>(
      db,
      sql`SELECT content_type, count(*)::int AS n FROM contents WHERE state IN ('published', 'available') GROUP BY content_type`,
    );
    const listed = Object.fromEntries(byType.map((r) => [r.content_type, r.n]));
    for (const type of CONTENT_TYPES) expect(listed[type], type).toBeGreaterThan(0);
    expect(listed.story_world).toBeGreaterThan(40);
    expect(byType.filter((r) => r.content_type !== 'story_world').reduce((s, r) => s + r.n, 0)).toBeGreaterThanOrEqual(60);

    const [hidden] = await rows<{ draft: number; unavailable: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE state = 'draft')::int AS draft, count(*) FILTER (WHERE state = 'unavailable')::int AS unavailable FROM contents`,
    );
    expect(hidden!.draft).toBeGreaterThan(0);
    expect(hidden!.unavailable).toBeGreaterThan(0);

    const items = await rows<{ name: string; content_type: string; story_world_id: number | null; description: string; keywords: string[]; duration_minutes: number | null; locale: string; published_at: Date | null; state: string; director: string | null; photographer_360: string | null }>(
      db,
      sql`SELECT name, content_type, story_world_id, description, keywords, duration_minutes, locale, published_at, state, director, photographer_360 FROM contents`,
    );
    for (const i of items) {
      expect(i.description.split(/\s+/).length, i.name).toBeLessThanOrEqual(TEXT_WORD_LIMIT);
      expect(i.keywords.length, i.name).toBeLessThanOrEqual(5);
      if (i.content_type !== 'story_world') expect(i.story_world_id, i.name).not.toBeNull();
      if (i.state !== 'draft') expect(i.published_at, i.name).not.toBeNull();
      if (['360_scene', '360_video', 'virtual_reality'].includes(i.content_type)) expect(i.photographer_360, i.name).toBeTruthy();
      if (i.content_type === 'video') expect(i.director, i.name).toBeTruthy();
    }
    const films = items.filter((i) => i.content_type === 'video').map((i) => i.duration_minutes!);
    expect(Math.min(...films)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...films)).toBeLessThanOrEqual(15);
    expect(films.some((m) => m < 5) && films.some((m) => m > 10)).toBe(true);
    for (const locale of ['fi', 'es', 'pt']) expect(items.filter((i) => i.locale === locale).length, locale).toBeGreaterThanOrEqual(3);
  });

  it('opens exactly the two trial story worlds and what they hold to every licence', async () => {
    const worlds = await rows<{ id: number }>(db, sql`SELECT id FROM contents WHERE content_type = 'story_world' AND free_access`);
    expect(worlds).toHaveLength(2);
    const ids = worlds.map((w) => w.id);
    const free = await rows<{ id: number; story_world_id: number | null }>(db, sql`SELECT id, story_world_id FROM contents WHERE free_access`);
    for (const f of free) expect(ids).toContain(f.story_world_id ?? f.id);
    const [closedInFree] = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM contents WHERE NOT free_access AND story_world_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
    );
    expect(closedInFree!.n).toBe(0);
    expect(free.length).toBeGreaterThan(10);
  });

  it('stems each item in its own language', async () => {
    const found = async (word: string, config: string): Promise<string[]> =>
      (await rows<{ name: string }>(db, sql`SELECT name FROM contents WHERE search_vector @@ plainto_tsquery(${config}::regconfig, ${word}) ORDER BY name`)).map((r) => r.name);
    expect(await found('mariposa', 'spanish')).toContain('Cómo crece una mariposa');
    expect(await found('mapa', 'portuguese')).toContain('Como ler um mapa antigo');
    expect(await found('lighthouses', 'english')).toContain('How a Lighthouse Works');
  });

  it('ships and serves every thumbnail as an image', async () => {
    const images = await rows<{ image_url: string | null }>(db, sql`SELECT DISTINCT image_url FROM contents`);
    expect(images.every((r) => r.image_url?.startsWith(`${MEDIA_PREFIX}/thumbnails/`))).toBe(true);
    for (const { image_url: url } of images) {
      expect(existsSync(join(MEDIA_DIR, url!.slice(MEDIA_PREFIX.length + 1))), url!).toBe(true);
      const res = await app.inject({ method: 'GET', url: url! });
      expect(res.statusCode, url!).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    const url = images[0]!.image_url!;
    const sample = await app.inject({ method: 'GET', url });
    expect(sample.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(sample.headers.etag).toBeTruthy();
    expect((await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(sample.headers.etag) } })).statusCode).toBe(304);
    expect((await app.inject({ method: 'GET', url: `${MEDIA_PREFIX}/README.md` })).statusCode).toBe(404);
  });

  it('serves the films, sounds and captions the players need, with byte ranges', async () => {
    const media = await rows<{ content_type: string; media_url: string; captions_url: string | null; locale: string }>(
      db,
      sql`SELECT DISTINCT content_type, media_url, captions_url, locale FROM contents WHERE media_url IS NOT NULL`,
    );
    const types = new Set(media.map((m) => m.content_type));
    for (const type of ['video', '360_video', 'sound_clip']) expect(types, type).toContain(type);
    const expected: Record<string, RegExp> = { '.webm': /^video\/webm/, '.mp3': /^audio\/mpeg/ };
    for (const m of media) {
      const kind = expected[m.media_url.slice(m.media_url.lastIndexOf('.'))]!;
      const whole = await app.inject({ method: 'GET', url: m.media_url });
      expect(whole.statusCode, m.media_url).toBe(200);
      expect(whole.headers['content-type']).toMatch(kind);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      const size = Number(whole.headers['content-length']);
      const part = await app.inject({ method: 'GET', url: m.media_url, headers: { range: 'bytes=100-1099' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-1099/${size}`);
      expect(part.rawPayload.length).toBe(1000);
      if (m.content_type === 'video' || m.content_type === '360_video') {
        expect(m.captions_url, m.media_url).toMatch(new RegExp(`\\.${m.locale}\\.vtt$`));
        const vtt = await app.inject({ method: 'GET', url: m.captions_url! });
        expect(vtt.statusCode).toBe(200);
        expect(vtt.headers['content-type']).toMatch(/^text\/vtt/);
        expect(vtt.body.startsWith('WEBVTT')).toBe(true);
      }
    }
  });

  it('plays each film item its own film, with captions in its language that tell its story', async () => {
    const films = await rows<{ name: string; description: string; media_url: string | null; captions_url: string | null; locale: string }>(
      db,
      sql`SELECT name, description, media_url, captions_url, locale FROM contents WHERE content_type IN ('video', '360_video')`,
    );
    expect(films.length).toBeGreaterThanOrEqual(30);
    expect(new Set(films.map((f) => f.media_url)).size, 'one film per item').toBe(films.length);
    for (const f of films) {
      expect(f.media_url, f.name).toMatch(/\.webm$/);
      expect(existsSync(join(MEDIA_DIR, f.media_url!.slice(MEDIA_PREFIX.length + 1))), f.media_url!).toBe(true);
      expect(f.captions_url, f.name).toMatch(new RegExp(`\\.${f.locale}\\.vtt$`));
      const vtt = await app.inject({ method: 'GET', url: f.captions_url! });
      expect(vtt.statusCode, f.captions_url!).toBe(200);
      // The cues' words, in order, are the item's name and then its description.
      const said = vtt.body.split('\n').filter((line) => line !== 'WEBVTT' && !/^\d+$/.test(line) && !line.includes('-->')).join(' ');
      expect(said.replace(/\s+/g, ' ').trim(), f.name).toBe(`${f.name} ${f.description}`.replace(/\s+/g, ' '));
    }
  });

  it('plays each sound clip item its own clip, and ships no clip that nothing plays', async () => {
    const clips = await rows<{ name: string; media_url: string | null }>(db, sql`SELECT name, media_url FROM contents WHERE content_type = 'sound_clip'`);
    expect(clips.length).toBeGreaterThanOrEqual(10);
    const sounds = new Set<string>();
    for (const c of clips) {
      expect(c.media_url, c.name).toBe(mediaUrl(soundFile(c.name)));
      const res = await app.inject({ method: 'GET', url: c.media_url! });
      expect(res.statusCode, c.media_url!).toBe(200);
      sounds.add(createHash('sha256').update(res.rawPayload).digest('hex'));
    }
    expect(sounds.size, 'a different sound for each item').toBe(clips.length);
    const shipped = readdirSync(join(MEDIA_DIR, 'sounds')).map((f) => `${MEDIA_PREFIX}/sounds/${f}`);
    expect(shipped.sort()).toEqual(clips.map((c) => c.media_url).sort());
  });

  it("has the product's collections and lesson plan templates, complete", async () => {
    const collections = await rows<{ name: string; state: string; items: number }>(
      db,
      sql`SELECT c.name, c.state, count(ci.content_id)::int AS items FROM collections c LEFT JOIN collection_items ci ON ci.collection_id = c.id
          WHERE c.author_id IS NULL GROUP BY c.id ORDER BY c.id`,
    );
    const published = collections.filter((c) => c.state === 'published');
    expect(published.length).toBeGreaterThanOrEqual(4);
    expect(published.every((c) => c.items >= 5 && c.items <= 8)).toBe(true);
    expect(collections.filter((c) => c.state === 'draft')).toHaveLength(1);

    const plans = await rows<{ id: number; plan_type: string; author_id: number | null; organization_id: number | null; shared_with_school: boolean; activities: number }>(
      db,
      sql`SELECT p.id, p.plan_type, p.author_id, p.organization_id, p.shared_with_school, count(a.id)::int AS activities
          FROM lesson_plans p LEFT JOIN lesson_plan_activities a ON a.lesson_plan_id = p.id GROUP BY p.id`,
    );
    const product = plans.filter((p) => p.author_id === null && p.organization_id === null);
    expect(product.length).toBeGreaterThanOrEqual(5);
    expect(new Set(product.map((p) => p.plan_type))).toEqual(new Set(LESSON_PLAN_TYPES));
    expect(product.every((p) => p.activities >= 2 && p.activities <= 4)).toBe(true);

    const tasks = await rows<{ per_activity: number; task_type: string; choices: string[]; rating_style: string | null; content_id: number | null; lesson_plan_id: number; plan_of_activity: number }>(
      db,
      sql`SELECT count(*) OVER (PARTITION BY t.activity_id)::int AS per_activity, t.task_type, t.choices, t.rating_style, t.content_id,
                 t.lesson_plan_id, a.lesson_plan_id AS plan_of_activity
          FROM lesson_plan_tasks t JOIN lesson_plan_activities a ON a.id = t.activity_id`,
    );
    expect(new Set(tasks.map((t) => t.task_type))).toEqual(new Set(['discussion', 'information', 'content', 'multiple_choice', 'rating']));
    for (const t of tasks) {
      expect(t.per_activity).toBeGreaterThanOrEqual(1);
      expect(t.per_activity).toBeLessThanOrEqual(3);
      expect(t.lesson_plan_id).toBe(t.plan_of_activity);
      if (t.task_type === 'multiple_choice') expect(t.choices.length).toBeGreaterThanOrEqual(2);
      if (t.task_type === 'rating') expect(t.rating_style).toMatch(/^(stars|numeral)$/);
      if (t.task_type === 'content') expect(t.content_id).not.toBeNull();
    }

    const [teacher] = await rows<{ id: number; organization_id: number }>(db, sql`SELECT id, organization_id FROM users WHERE email = 'teacher@demo.test'`);
    expect(plans.filter((p) => p.author_id === teacher!.id)).toHaveLength(1);
    const shared = plans.filter((p) => p.shared_with_school && p.author_id !== teacher!.id && p.organization_id === teacher!.organization_id);
    expect(shared).toHaveLength(1);
  });

  it("gives the demo teachers favourites and views, with counters that agree", async () => {
    for (const email of ['teacher@demo.test', 'subscribed@demo.test']) {
      const [mine] = await rows<{ favourites: number; views: number }>(
        db,
        sql`SELECT (SELECT count(*)::int FROM favourites f WHERE f.user_id = u.id AND f.content_id IS NOT NULL) AS favourites,
                   (SELECT count(*)::int FROM activities a WHERE a.actor_id = u.id AND a.verb = 'viewed') AS views
            FROM users u WHERE u.email = ${email}`,
      );
      expect(mine!.favourites, email).toBeGreaterThanOrEqual(3);
      expect(mine!.views, email).toBeGreaterThanOrEqual(5);
    }
    for (const table of ['contents', 'collections'] as const) {
      const fk = sql.raw(table === 'contents' ? 'content_id' : 'collection_id');
      const wrong = await rows<{ id: number }>(
        db,
        sql`SELECT t.id FROM ${sql.raw(table)} t
            WHERE t.subscribed_count <> (SELECT count(*) FROM favourites f WHERE f.${fk} = t.id)
               OR t.viewed_count < (SELECT count(*) FROM activities a WHERE a.verb = 'viewed' AND a.entity_type = ${table} AND a.entity_id = t.id::text)`,
      );
      expect(wrong, table).toEqual([]);
    }
    const [popular] = await rows<{ n: number }>(db, sql`SELECT count(DISTINCT subscribed_count)::int AS n FROM contents`);
    expect(popular!.n).toBeGreaterThan(2);
  });
});
