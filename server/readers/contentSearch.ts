/**
 * Full-text search of the library (`filter[q]` on contents). Each item's `search_vector`
 * (migration 0016, GIN-indexed) is stemmed in the item's own language; the query is stemmed in
 * every library language and OR-ed, so "rivers" finds "River" and a Finnish inflection finds the
 * Finnish item, whichever language the searcher types in. `websearch_to_tsquery` never fails on
 * user input (quotes, `or`, `-word` work as on a search engine). Same SQL on PGlite and PostgreSQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import { contents } from '../../resources';
import { CONTENT_LOCALES, SEARCH_TERM_MIN_LENGTH } from '../../domain/constants';
import { tableOf } from '../db/tables';
import { ApiError } from '../jsonapi/errors';

/** Not a schema attribute (a generated column): named here and in the migration only. */
const searchVector = sql`${tableOf(contents).table}.search_vector`;

/** The search text, trimmed; shorter than SEARCH_TERM_MIN_LENGTH is a 400 on `filter[q]`. */
export function searchText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length < SEARCH_TERM_MIN_LENGTH)
    throw ApiError.of({ status: 400, identifier: 'searchTermTooShort', parameter: 'filter[q]', values: { count: SEARCH_TERM_MIN_LENGTH } });
  return trimmed;
}

/** The text as a tsquery in every library language (library_regconfig maps a locale as the vector does). */
function tsquery(text: string): SQL {
  // Locales are the schema's own constants, never user input: safe as literals, and literal
  // configurations let the planner fold library_regconfig (IMMUTABLE) away.
  const parts = CONTENT_LOCALES.map((locale) => sql`websearch_to_tsquery(library_regconfig(${sql.raw(`'${locale}'`)}), ${text})`);
  return sql`(${sql.join(parts, sql` || `)})`;
}

export function searchCondition(text: string): SQL {
  return sql`${searchVector} @@ ${tsquery(searchText(text))}`;
}

/** Higher for a better match (title words weigh most: weights A, B, C in the migration). */
export function searchRank(text: string): SQL {
  return sql`ts_rank(${searchVector}, ${tsquery(searchText(text))})`;
}
