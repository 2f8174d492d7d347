/**
 * The product's own collections (no author, no school: curated by collections_manager admins):
 * five published with 5 to 8 items in order, and one draft that is still short of the
 * COLLECTION_PUBLISH_MIN_ITEMS a collection needs to be published. Looked up by name among
 * the authorless collections; items are linked only when the collection is new.
 */
import { and, inArray, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { collections } from '../../../../resources';
import type { Db } from '../../client';
import { joinTableOf, tableOf } from '../../tables';
import type { AgeRange, Subject } from './types';

export interface CollectionSeed {
  name: string;
  state: 'draft' | 'published';
  description: string;
  curriculumText: string;
  teacherNotes: string;
  keywords: string[];
  subjects: Subject[];
  ageRanges: AgeRange[];
  /** Item names, in the collection's order. */
  items: string[];
  viewedCount: number;
}

export const PRODUCT_COLLECTIONS: readonly CollectionSeed[] = [
  {
    name: 'Oceans and Coasts', state: 'published', viewedCount: 864,
    description: 'Seven films, sounds and scenes from the lighthouse to the reef: a half-term of learning about the sea, the shore and the people who depend on them.',
    curriculumText: 'Supports Key Stage 2 science (living things and their habitats) and geography (physical features of coasts and seas).',
    teacherNotes: 'Start with Harbour Lights to set the scene, then move from the shore to the open ocean. The article works well as a shared read before the 360 dive.',
    keywords: ['oceans', 'coasts', 'habitats', 'KS2'], subjects: ['science', 'geography'], ageRanges: ['5-7', '7-11'],
    items: ['Harbour Lights', "Ayu's First Dive", 'Reef Dive at Raja Ampat', 'Whale Song', 'Why Coral Reefs Matter', "Shelby's Big Day", 'Plastic Tides'],
  },
  {
    name: 'First Stories for Little Learners', state: 'published', viewedCount: 1210,
    description: 'Short, gentle films and sounds for Key Stage 1: hermit crabs, acorns, kindness and a rabbit on the moon.',
    curriculumText: 'Supports Key Stage 1 English (listening and responding), science (seasonal change, animals) and PSHE (friendship).',
    teacherNotes: 'Each item is under five minutes. Pause after each film and ask: what happened first, and how did the character feel?',
    keywords: ['KS1', 'early readers', 'short films', 'listening'], subjects: ['english', 'science', 'pshe'], ageRanges: ['5-7'],
    items: ["Shelby's Big Day", "An Acorn's Journey", 'One Kind Thing', "Grandma's Moon Tale", 'Meet the Strings', 'Harbour Bells at Dusk'],
  },
  {
    name: 'Belonging and Journeys', state: 'published', viewedCount: 532,
    description: 'Stories of arriving, leaving and finding a place to belong, from the Windrush generation to a refugee girl in Leeds today.',
    curriculumText: 'Supports Key Stage 3 and 4 history (migration to Britain), citizenship (human rights) and PSHE (identity and belonging).',
    teacherNotes: "Some students may have their own experience of migration. Set ground rules before viewing Amal's Suitcase and offer a way to step out of the discussion.",
    keywords: ['migration', 'belonging', 'human rights', 'KS3'], subjects: ['history', 'citizenship', 'pshe'], ageRanges: ['11-14', '14-16'],
    items: ['Windrush Voices', 'Arriving at Tilbury, 1948', 'Calypso on the Dockside', "Amal's Suitcase", 'What Would You Pack?', 'The Last Hill'],
  },
  {
    name: 'Sounds of the World', state: 'published', viewedCount: 418,
    description: 'Whales, bells, rain and steel pans: seven sound clips for listening, describing and composing.',
    curriculumText: 'Supports the music curriculum (listening with attention to detail, recalling sounds) and descriptive writing in English.',
    teacherNotes: 'Play each clip twice: first with eyes closed, then with a word bank. Ask pupils to compose a response using classroom instruments.',
    keywords: ['sounds', 'listening', 'music', 'soundscapes'], subjects: ['music', 'english'], ageRanges: ['5-7', '7-11'],
    items: ['Whale Song', 'Harbour Bells at Dusk', 'Monsoon Rain on Palm Leaves', "The Firebird's Dance", 'Calypso on the Dockside', 'Elephant Rumbles', 'Night on the Reef'],
  },
  {
    name: 'Explore in 360', state: 'published', viewedCount: 975,
    description: 'Eight places to stand in without leaving the classroom: a lamp room, a reef, a rainforest canopy, a dune, an Arctic station and more.',
    curriculumText: 'Supports geography fieldwork skills (observing, describing and comparing places) and science (habitats and environments).',
    teacherNotes: 'Works on a whiteboard or on tablets. Ask students to find three things they can see, two they could hear and one question they would ask a local.',
    keywords: ['360', 'virtual visits', 'places', 'fieldwork'], subjects: ['geography', 'science'], ageRanges: ['7-11', '11-14'],
    items: ['Inside the Lamp Room', 'Reef Dive at Raja Ampat', 'Canopy Walk in Danum Valley', 'Dunes at Sunrise', 'The Midnight Sun at Abisko', 'Gardens by the Bay', 'Walk the Crater Rim', 'Ice Station Lapland'],
  },
  {
    name: 'Festivals Around the World', state: 'draft', viewedCount: 0,
    description: 'Light, colour and celebration across faiths and cultures. In preparation: more festivals are on their way.',
    curriculumText: 'Will support RE (festivals and celebrations) and art (pattern and colour).',
    teacherNotes: 'Draft: needs at least two more items before it can be published.',
    keywords: ['festivals', 'RE', 'celebration'], subjects: ['re', 'art'], ageRanges: ['5-7', '7-11'],
    items: ['Making a Carp Lantern', 'Colours of Holi', 'Victoria Park at Mid-Autumn'],
  },
];

/** Seeds the product collections; returns every one's id by name. */
export async function seedProductCollections(db: Db, contentIds: ReadonlyMap<string, number>): Promise<Map<string, number>> {
  const t = tableOf(collections);
  const c = t.columns;
  const names = PRODUCT_COLLECTIONS.map((s) => s.name);
  const existing = (await db
    .select({ id: c.id!, name: c.name! })
    .from(t.table)
    .where(and(inArray(c.name!, names), isNull(c.authorId!)))) as { id: number; name: string }[];
  const ids = new Map(existing.map((r) => [r.name, r.id]));
  const missing = PRODUCT_COLLECTIONS.filter((s) => !ids.has(s.name));
  if (missing.length === 0) return ids;
  const inserted = (await db
    .insert(t.table as PgTable)
    .values(
      missing.map(({ items: _items, ...s }) => ({ ...s, publishedLocales: s.state === 'published' ? ['en'] : [], subscribedCount: 0 })),
    )
    .returning({ id: c.id!, name: c.name! })) as { id: number; name: string }[];
  const through = collections.relationships.items.through!;
  const jt = joinTableOf(through);
  const links: { from: number; to: number; position: number }[] = [];
  for (const r of inserted) {
    ids.set(r.name, r.id);
    const seed = missing.find((s) => s.name === r.name)!;
    seed.items.forEach((item, position) => {
      const to = contentIds.get(item);
      if (to !== undefined) links.push({ from: r.id, to, position });
    });
  }
  if (links.length > 0) await db.insert(jt.table).values(links).onConflictDoNothing();
  return ids;
}
