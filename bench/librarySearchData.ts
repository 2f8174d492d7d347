/**
 * The library benchmark's data (bench/librarySearch.ts): 10,000 generated content items in the
 * four library languages, a school on a trial (so gating is on the path) with one teacher, and
 * that teacher's lesson plan of 10 activities with 3 tasks each. Idempotent on a PostgreSQL
 * database (items are marked with BENCH_KEYWORD and topped up, never duplicated).
 */
import { and, eq, sql } from 'drizzle-orm';
import { contents, lesson_plan_activities, lesson_plan_tasks, lesson_plans, licenses, licensings, organizations, users } from '../resources';
import { AGE_RANGES, CONTENT_TYPES, SUBJECTS } from '../domain/constants';
import { queryRows, type Db } from '../server/db/client';
import { tableOf } from '../server/db/tables';

export const BENCH_ITEMS = 10_000;
const BENCH_KEYWORD = 'bench-library';
const ACTIVITIES = 10;
const TASKS_PER_ACTIVITY = 3;

/** Topic words per language: an item draws a few, so one word matches a few percent of items. */
const TOPICS: Record<'en' | 'fi' | 'es' | 'pt', string[]> = {
  en: 'river mountain forest ocean city history science music animals space planet story journey island desert weather volcano festival friendship energy robots bridges castles kings farming water climate migration language football garden bees whales trains winter harvest moon stars mapping rainforest glaciers deserts coral ancient empire democracy recycling'.split(' '),
  fi: 'joki vuori metsä meri kaupunki historia tiede musiikki eläimet avaruus tarina matka saari sää tulivuori juhla ystävyys energia talvi kuu tähdet puutarha mehiläiset'.split(' '),
  es: 'río montaña bosque océano ciudad historia ciencia música animales espacio viaje isla desierto clima volcán fiesta amistad energía invierno luna estrellas jardín abejas'.split(' '),
  pt: 'rio montanha floresta oceano cidade história ciência música animais espaço viagem ilha deserto clima vulcão festa amizade energia inverno lua estrelas jardim abelhas'.split(' '),
};
const FILLER = 'a film about the and with for our their how why what people who live near places through time'.split(' ');

/** A small deterministic generator, so every run measures the same library. */
function random(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
}

function generatedItem(n: number, next: () => number): Record<string, unknown> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const r = next();
  const locale = r < 0.7 ? 'en' : r < 0.8 ? 'fi' : r < 0.9 ? 'es' : 'pt';
  const words = TOPICS[locale];
  const description = Array.from({ length: 24 }, () => (next() < 0.12 ? pick(words) : pick(FILLER))).join(' ');
  return {
    name: `${pick(words)} ${pick(words)} ${n}`,
    description,
    contentType: pick(CONTENT_TYPES),
    state: next() < 0.9 ? 'published' : 'draft',
    locale,
    keywords: [BENCH_KEYWORD, pick(words)],
    subjects: [pick(SUBJECTS), pick(SUBJECTS)],
    ageRanges: [pick(AGE_RANGES)],
    durationMinutes: 1 + Math.floor(next() * 30),
    freeAccess: next() < 0.2,
    mediaUrl: `/media/bench/${n}.mp4`,
    viewedCount: Math.floor(next() * 1000),
    publishedAt: new Date(Date.UTC(2024, 0, 1) + Math.floor(next() * 700) * 86_400_000),
  };
}

export async function seedItems(db: Db): Promise<void> {
  const [row] = await queryRows<{ n: string }>(db, sql`select count(*) as n from contents where ${BENCH_KEYWORD} = any(keywords)`);
  const next = random(42);
  const have = Number(row?.n ?? 0);
  const all = Array.from({ length: BENCH_ITEMS }, (_, i) => generatedItem(i + 1, next)).slice(have);
  for (let i = 0; i < all.length; i += 500) await db.insert(tableOf(contents).table).values(all.slice(i, i + 500));
  await db.execute(sql`analyze contents`);
}

async function one(db: Db, def: Parameters<typeof tableOf>[0], where: Record<string, unknown>, values: Record<string, unknown> = {}): Promise<number> {
  const t = tableOf(def);
  const conditions = Object.entries(where).map(([k, v]) => eq(t.columns[k]!, v));
  const found = (await db.select({ id: t.columns.id! }).from(t.table).where(and(...conditions)).limit(1)) as { id: number }[];
  if (found[0]) return found[0].id;
  const inserted = (await db.insert(t.table).values({ ...where, ...values }).returning({ id: t.columns.id! })) as { id: number }[];
  return inserted[0]!.id;
}

export async function seedTeacherAndPlan(db: Db): Promise<{ teacher: number; plan: number }> {
  const school = await one(db, organizations, { name: 'Bench Library School' }, { country: 'gb' });
  const license = await one(db, licenses, { name: 'Bench Library Licence' });
  await one(db, licensings, { organizationId: school, licenseId: license }, { state: 'trial', expiresAt: '2999-01-01' });
  const teacher = await one(db, users, { email: 'bench-library@bench.test' }, { firstName: 'Bench', role: 'teacher', organizationId: school });
  const plan = await one(db, lesson_plans, { name: 'Bench plan', authorId: teacher }, { organizationId: school });
  const [content] = await queryRows<{ id: number }>(db, sql`select id from contents where ${BENCH_KEYWORD} = any(keywords) order by id limit 1`);
  for (let a = 0; a < ACTIVITIES; a++) {
    const activity = await one(db, lesson_plan_activities, { lessonPlanId: plan, position: a }, { name: `Activity ${a + 1}`, authorId: teacher, durationMinutes: 10 });
    for (let k = 0; k < TASKS_PER_ACTIVITY; k++)
      await one(db, lesson_plan_tasks, { activityId: activity, position: k }, {
        name: `Task ${k + 1}`,
        lessonPlanId: plan,
        authorId: teacher,
        taskType: k === 0 ? 'content' : 'discussion',
        contentId: k === 0 ? content!.id : null,
      });
  }
  return { teacher, plan };
}
