/**
 * A resource's per-viewer read rules, beyond the permission table's reach: which rows a viewer
 * may read at all, what each record shows them (computed fields, withheld fields), how
 * `filter[q]` searches and how the schema's `namedSorts` order. The generic read path
 * (server/jsonapi/) asks the resource's reader at every read, so list, show, include, to-many
 * linkage, write-target checks and search cannot disagree.
 */
import type { SQL } from 'drizzle-orm';
import type { GrantKind } from '../../resources/kit';
import type { LinkSigner } from '../auth/linkSigner';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import type { AppRecord } from '../jsonapi/repository';

export interface ReaderContext {
  db: Db;
  viewer: Viewer;
  /** Signs addresses handed to this viewer (a person's photo, readers/users.ts); absent outside a request. */
  signer?: LinkSigner;
  /** The request's time (app.now()); the system clock when absent. */
  now?: Date;
}

/** What a named sort may read of the request: the viewer and the `filter[q]` text, if any. */
export interface SortContext {
  viewer: Viewer;
  search: string | undefined;
}

export interface ResourceReader {
  /**
   * Rows this viewer may read on top of what the grants reach (ANDed into the scope, so every
   * SQL read sees it: lists, show, includes, linkage, write targets); undefined: no limit.
   * Synchronous and pure SQL: facts about the viewer's school come as subqueries.
   */
  visible?(viewer: Viewer, grants: readonly GrantKind[]): SQL | undefined;
  /**
   * Computed fields the database works out in the same statement as the rows, by app name
   * (contents' `locked`): no extra query per request. `present` still sees every record.
   */
  computed?(viewer: Viewer): Readonly<Record<string, SQL>>;
  /**
   * Fills computed fields and withholds fields, in place, for every record that leaves the
   * server (primary and included alike). At most a fixed number of queries per call, never one
   * per record.
   */
  present?(ctx: ReaderContext, records: AppRecord[]): Promise<void>;
  /** The condition of `filter[q]`, instead of the generic ILIKE over `list.search`; may refuse (400). */
  search?(text: string, viewer: Viewer): SQL;
  /** ORDER BY terms of one of the schema's `namedSorts`. */
  sort?(name: string, desc: boolean, ctx: SortContext): SQL[];
}
