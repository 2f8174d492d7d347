/**
 * The library's reader (seed 6, issue 10 "Licence gating"):
 * - library managers (contentLocks.ts `managesLibrary`) see every item in every state, unlocked;
 * - everyone else sees OPEN_CONTENT_STATES only, and where their school sets
 *   `hideLockedContent`, no locked item at all; a child (home student) never sees the items made
 *   for teaching (domain/library.ts `contentTypesWithheldFrom`), so they cannot be offered to
 *   one anywhere (lists, related content, search, favourites, includes, by id);
 * - an item locked for the viewer comes with `locked: true` and its PLAYABLE_CONTENT_FIELDS set
 *   to null (the members stay, so every contents object has the same shape; a client tests
 *   `locked`, never the absence of a member), wherever it appears: list, show, include, search;
 * - `filter[q]` is full-text search (contentSearch.ts), `sort=relevance` ranks by it (most
 *   relevant first whichever sign is given; `-publishedAt` without a search) and `sort=locked`
 *   lists unlocked items first (`-locked`: locked first).
 */
import { and, asc, desc, inArray, not, notInArray, type SQL } from 'drizzle-orm';
import { contents } from '../../resources';
import { PLAYABLE_CONTENT_FIELDS } from '../../resources/contents/schema';
import { OPEN_CONTENT_STATES } from '../../domain/constants';
import { contentTypesWithheldFrom, isLocked } from '../../domain/library';
import { tableOf } from '../db/tables';
import { hidesLockedSql, lockedSql, managesLibrary, viewerLockFacts } from './contentLocks';
import { searchCondition, searchRank } from './contentSearch';
import type { ResourceReader } from './types';

const c = tableOf(contents).columns;

export const contentsReader: ResourceReader = {
  visible(viewer) {
    if (managesLibrary(viewer)) return undefined;
    const withheld = contentTypesWithheldFrom(viewer.role);
    const open = and(inArray(c.state!, [...OPEN_CONTENT_STATES]), withheld.length > 0 ? notInArray(c.contentType!, [...withheld]) : undefined)!;
    const hides = hidesLockedSql(viewer);
    return hides ? and(open, not(and(hides, lockedSql(viewer))!)) : open;
  },

  computed: (viewer) => ({ locked: lockedSql(viewer) }),

  async present(ctx, records) {
    // The generic reads select `locked` (computed above); a record read any other way is
    // judged here by the same rule, over the viewer's facts (one query per request).
    const facts = records.some((r) => typeof r.locked !== 'boolean') ? await viewerLockFacts(ctx) : undefined;
    for (const record of records) {
      const locked = facts ? isLocked({ ...facts, freeAccess: record.freeAccess === true }) : record.locked === true;
      record.locked = locked;
      if (locked) for (const field of PLAYABLE_CONTENT_FIELDS) record[field] = null;
    }
  },

  search: (text) => searchCondition(text),

  sort(name, descending, { viewer, search }): SQL[] {
    if (name === 'relevance') return search === undefined ? [desc(c.publishedAt!)] : [desc(searchRank(search))];
    if (name === 'locked') return [descending ? desc(lockedSql(viewer)) : asc(lockedSql(viewer))];
    throw new Error(`contents: no named sort ${name}`);
  },
};
