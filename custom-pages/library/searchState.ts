/**
 * The library search as the address holds it (so back, forward and reload keep it) and as the
 * data provider asks the server for it (seed 9: content filters and sorts). Pure functions: the
 * page reads `parseSearch(location.search)`, writes `searchParamsOf(state)`, and lists with
 * `listParamsOf(state)`.
 */
import {
  AGE_RANGES,
  CONTENT_COUNTRIES,
  CONTENT_LENGTHS,
  CONTENT_RATINGS,
  CONTENT_TYPES,
  FILM_LENGTH_MAX,
  FILM_LENGTH_MIN,
  SUBJECTS,
} from '../../domain/constants';

export type ContentType = (typeof CONTENT_TYPES)[number];
export type AgeRange = (typeof AGE_RANGES)[number];
export type ContentRating = (typeof CONTENT_RATINGS)[number];
export type Subject = (typeof SUBJECTS)[number];
export type ContentCountry = (typeof CONTENT_COUNTRIES)[number];
export type ContentLength = keyof typeof CONTENT_LENGTHS;

export const CONTENT_LENGTH_KEYS = Object.keys(CONTENT_LENGTHS) as ContentLength[];

/** The seed's sorts (section 9) and how each asks the server. */
export const LIBRARY_SORTS = {
  az: { field: 'name', order: 'ASC' },
  recent: { field: 'publishedAt', order: 'DESC' },
  relevant: { field: 'relevance', order: 'DESC' },
  popular: { field: 'subscribedCount', order: 'DESC' },
  unlocked: { field: 'locked', order: 'ASC' },
} as const;
export type LibrarySort = keyof typeof LIBRARY_SORTS;
export const LIBRARY_SORT_KEYS = Object.keys(LIBRARY_SORTS) as LibrarySort[];

/**
 * The seed's names for the sorts (section 9: "A-Z, most recent, most relevant, most popular,
 * unlocked content"), as links written elsewhere spell them, beside the short keys this app writes.
 */
const SORT_NAMES: Record<string, LibrarySort> = {
  a_z: 'az',
  most_recent: 'recent',
  most_relevant: 'relevant',
  most_popular: 'popular',
  unlocked_content: 'unlocked',
};

/** The sort an address names, by its key or by the seed's name for it (any case, spaces or dashes); null when none or unknown. */
export function sortNamed(raw: string | null): LibrarySort | null {
  if (raw === null) return null;
  const name = raw.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return (LIBRARY_SORT_KEYS as string[]).includes(name) ? (name as LibrarySort) : (SORT_NAMES[name] ?? null);
}

/** The address's `sort` when it names no sort this page knows (the page says so and sorts as by default). */
export function unknownSort(query: URLSearchParams): string | null {
  const raw = query.get('sort');
  return raw !== null && raw.trim() !== '' && sortNamed(raw) === null ? raw : null;
}

export interface LibrarySearch {
  /** Themes, topics or countries, each already checked by `searchTermProblem`. */
  terms: string[];
  types: ContentType[];
  length: ContentLength | null;
  /** Film length in minutes; null is the whole range (no filter). */
  film: readonly [number, number] | null;
  ageRange: AgeRange | null;
  rating: ContentRating | null;
  subject: Subject | null;
  country: ContentCountry | null;
  /** null: the default, most relevant while searching for terms and A-Z otherwise. */
  sort: LibrarySort | null;
  page: number;
}

export const EMPTY_SEARCH: LibrarySearch = {
  terms: [],
  types: [],
  length: null,
  film: null,
  ageRange: null,
  rating: null,
  subject: null,
  country: null,
  sort: null,
  page: 1,
};

/** The sort in force: relevance means nothing without terms, so it gives way to A-Z. */
export function effectiveSort(search: LibrarySearch): LibrarySort {
  if (search.sort === 'relevant' && search.terms.length === 0) return 'az';
  return search.sort ?? (search.terms.length > 0 ? 'relevant' : 'az');
}

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

function parseFilm(raw: string | null): readonly [number, number] | null {
  const m = raw ? /^(\d+)-(\d+)$/.exec(raw) : null;
  if (!m) return null;
  const from = Math.max(FILM_LENGTH_MIN, Number(m[1]));
  const to = Math.min(FILM_LENGTH_MAX, Number(m[2]));
  if (from > to || (from === FILM_LENGTH_MIN && to === FILM_LENGTH_MAX)) return null;
  return [from, to];
}

/** The search an address holds; anything unknown in it is left out rather than sent (an unknown sort is also said: `unknownSort`). */
export function parseSearch(query: string | URLSearchParams): LibrarySearch {
  const p = typeof query === 'string' ? new URLSearchParams(query) : query;
  const page = Number(p.get('page'));
  return {
    terms: [...new Set(p.getAll('term').map((t) => t.trim()).filter((t) => t !== ''))],
    types: [...new Set(p.getAll('type'))].filter((t): t is ContentType => (CONTENT_TYPES as readonly string[]).includes(t)),
    length: oneOf(CONTENT_LENGTH_KEYS, p.get('length')),
    film: parseFilm(p.get('film')),
    ageRange: oneOf(AGE_RANGES, p.get('age')),
    rating: oneOf(CONTENT_RATINGS, p.get('rating')),
    subject: oneOf(SUBJECTS, p.get('subject')),
    country: oneOf(CONTENT_COUNTRIES, p.get('country')),
    sort: sortNamed(p.get('sort')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for a search: only what differs from the empty search. */
export function searchParamsOf(s: LibrarySearch): URLSearchParams {
  const p = new URLSearchParams();
  for (const t of s.terms) p.append('term', t);
  for (const t of s.types) p.append('type', t);
  if (s.length) p.set('length', s.length);
  if (s.film) p.set('film', `${s.film[0]}-${s.film[1]}`);
  if (s.ageRange) p.set('age', s.ageRange);
  if (s.rating) p.set('rating', s.rating);
  if (s.subject) p.set('subject', s.subject);
  if (s.country) p.set('country', s.country);
  if (s.sort) p.set('sort', s.sort);
  if (s.page > 1) p.set('page', String(s.page));
  return p;
}

/** How many filters (not terms, not the sort) are chosen: the collapsed filter button says so. */
export function activeFilterCount(s: LibrarySearch): number {
  return [s.types.length > 0, s.length, s.film, s.ageRange, s.rating, s.subject, s.country].filter(Boolean).length;
}

type Bound = { value: number; strict: boolean };
export type DurationFilter = Partial<Record<'gt' | 'gte' | 'lt' | 'lte', number>>;

/** The tighter of two bounds on whole minutes (`> 10` is `>= 11`). */
function tighter(a: Bound | undefined, b: Bound, lower: boolean): Bound {
  if (!a) return b;
  const whole = (x: Bound): number => (x.strict ? x.value + (lower ? 1 : -1) : x.value);
  return (lower ? whole(b) > whole(a) : whole(b) < whole(a)) ? b : a;
}

/** Length bucket and film range together, as one set of operators on `durationMinutes`. */
export function durationFilterOf(s: Pick<LibrarySearch, 'length' | 'film'>): DurationFilter | undefined {
  let low: Bound | undefined;
  let high: Bound | undefined;
  const bucket: { below?: number; from?: number; through?: number; above?: number } | undefined = s.length ? CONTENT_LENGTHS[s.length] : undefined;
  if (bucket?.below !== undefined) high = tighter(high, { value: bucket.below, strict: true }, false);
  if (bucket?.from !== undefined) low = tighter(low, { value: bucket.from, strict: false }, true);
  if (bucket?.through !== undefined) high = tighter(high, { value: bucket.through, strict: false }, false);
  if (bucket?.above !== undefined) low = tighter(low, { value: bucket.above, strict: true }, true);
  if (s.film) {
    low = tighter(low, { value: s.film[0], strict: false }, true);
    high = tighter(high, { value: s.film[1], strict: false }, false);
  }
  if (!low && !high) return undefined;
  return {
    ...(low ? { [low.strict ? 'gt' : 'gte']: low.value } : {}),
    ...(high ? { [high.strict ? 'lt' : 'lte']: high.value } : {}),
  };
}

export interface LibraryListParams {
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
}

/**
 * react-admin's filter and sort for `GET /contents` (the data provider's mapping, README):
 * `q` → `filter[q]`, a list → a comma list (`in`), `{ op: v }` → `filter[field][op]`.
 */
export function listParamsOf(s: LibrarySearch): LibraryListParams {
  const filter: Record<string, unknown> = {};
  if (s.terms.length > 0) filter.q = s.terms.join(' ');
  if (s.types.length > 0) filter.contentType = s.types;
  const duration = durationFilterOf(s);
  if (duration) filter.durationMinutes = duration;
  if (s.ageRange) filter.ageRanges = { contains: s.ageRange };
  if (s.subject) filter.subjects = { contains: s.subject };
  if (s.rating) filter.rating = s.rating;
  if (s.country) filter.country = s.country;
  const sort = LIBRARY_SORTS[effectiveSort(s)];
  return { filter, sort: { field: sort.field, order: sort.order } };
}
