/**
 * Collections (seed 4 and 5): collections managers (and super users) see every collection;
 * everyone else sees the published ones and their own drafts. A draft never reaches another
 * viewer, through a list, an include, a favourite or a share. The product's collections have no
 * author, so they are visible once published.
 */
import { eq, or } from 'drizzle-orm';
import { collections } from '../../resources';
import type { COLLECTION_STATES } from '../../domain/constants';
import { tableOf } from '../db/tables';
import { managesEverything } from './managers';
import type { ResourceReader } from './types';

const c = tableOf(collections).columns;
const PUBLISHED: (typeof COLLECTION_STATES)[number] = 'published';

export const collectionsReader: ResourceReader = {
  visible(viewer) {
    if (managesEverything(collections, viewer)) return undefined;
    return or(eq(c.state!, PUBLISHED), eq(c.authorId!, Number(viewer.id)));
  },
};
