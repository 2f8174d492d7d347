/**
 * Library search (`filter[q]` on contents, issue 10): full-text, stemmed in the item's language
 * and matched in every library language (English, Finnish, Spanish, Portuguese); ranked by
 * `sort=relevance`; `sort=locked` lists unlocked items first; at least SEARCH_TERM_MIN_LENGTH
 * characters. Same answers on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents } from '../../resources';
import { SEARCH_TERM_MIN_LENGTH } from '../../domain/constants';
import { expectValidDocument } from '../support/jsonapiSchema';
import { buildWorld, insert, startTestApp, type Response, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ postgres: 'full-text search (tsvector, per-language stemming, ranking) must answer the same on both' });

const DAY = 86_400_000;
const ITEMS = {
  riverName: { name: 'River', description: 'Water over stones.', contentType: 'video', publishedAt: new Date(Date.now() - 5 * DAY) },
  riverText: { name: 'Mountain walks', description: 'A long walk along a river bank.', contentType: 'video', publishedAt: new Date(Date.now() - DAY) },
  riverArticle: { name: 'Rivers of the world', contentType: 'article', freeAccess: true, publishedAt: new Date(Date.now() - 3 * DAY) },
  finnish: { name: 'Metsän eläimet', description: 'Karhu ja susi.', locale: 'fi', contentType: 'video', publishedAt: new Date(Date.now() - 2 * DAY) },
  spanish: { name: 'Las montañas de España', locale: 'es', contentType: 'video', freeAccess: true, publishedAt: new Date(Date.now() - 4 * DAY) },
  draftRiver: { name: 'River draft', contentType: 'video', state: 'draft' },
} as const;
type Key = keyof typeof ITEMS;

describe.each(kinds)('library search on %s', (kind) => {
  let t: TestApp;
  let world: World;
  const id = {} as Record<Key, string>;
  const search = async (query: string, token = world.tokens.teacherA): Promise<Response> => {
    const res = await t.request('GET', `/api/v1/contents?${query}`, { token });
    expectValidDocument(res, 200);
    return res;
  };
  const found = (res: Response): Key[] => (res.doc.data as { id: string }[]).map((r) => (Object.keys(id) as Key[]).find((k) => id[k] === r.id)!);

  beforeAll(async () => {
    t = await startTestApp(kind);
    world = await buildWorld(t);
    for (const [key, values] of Object.entries(ITEMS)) id[key as Key] = await insert(t, contents, { state: 'published', ...values });
  });
  afterAll(async () => t.close());

  it('stems words: "rivers" finds River, a Finnish inflection finds the Finnish item, a Spanish plural the Spanish one', async () => {
    expect(found(await search('filter[q]=rivers')).sort()).toEqual(['riverArticle', 'riverName', 'riverText']);
    expect(found(await search(`filter[q]=${encodeURIComponent('metsässä')}`))).toEqual(['finnish']);
    expect(found(await search(`filter[q]=${encodeURIComponent('eläimiä')}`))).toEqual(['finnish']);
    expect(found(await search(`filter[q]=${encodeURIComponent('montañas')}`))).toEqual(['spanish']);
    // Whole words, not substrings: "rive" is not a word of any item.
    expect(found(await search('filter[q]=rive'))).toEqual([]);
  });

  it('ranks by relevance: a title match before a description match, most relevant first either way', async () => {
    const ranked = found(await search('filter[q]=river&filter[content_type]=video&sort=-relevance'));
    expect(ranked).toEqual(['riverName', 'riverText']);
    expect(found(await search('filter[q]=river&filter[content_type]=video&sort=relevance'))).toEqual(ranked);
    // Without a search, relevance is the newest first.
    expect(found(await search('sort=-relevance&page[size]=3'))).toEqual(['riverText', 'finnish', 'riverArticle']);
  });

  it('lists unlocked items first with sort=locked, locked first with sort=-locked', async () => {
    const unlockedFirst = await search('sort=locked,name');
    const locked = (unlockedFirst.doc.data as { attributes: { locked: boolean } }[]).map((r) => r.attributes.locked);
    expect(locked).toEqual([false, false, true, true, true]);
    expect(found(unlockedFirst).slice(0, 2)).toEqual(['spanish', 'riverArticle']);
    expect(found(await search('sort=-locked,name')).slice(-2)).toEqual(['spanish', 'riverArticle']);
    // For a subscribed school nothing is locked: the order falls through to the name.
    const subscribed = await search('sort=locked,name', world.tokens.teacherB);
    expect((subscribed.doc.data as { attributes: { locked: boolean } }[]).every((r) => !r.attributes.locked)).toBe(true);
  });

  it('searches only what the viewer may see: a draft is found by content managers alone', async () => {
    expect(found(await search('filter[q]=draft'))).toEqual([]);
    expect(found(await search('filter[q]=draft', world.tokens.contentManager))).toEqual(['draftRiver']);
  });

  it(`refuses a search shorter than ${SEARCH_TERM_MIN_LENGTH} characters with 400 on filter[q]`, async () => {
    for (const q of ['ab', '  ab  ', '']) {
      const res = await t.request('GET', `/api/v1/contents?filter[q]=${encodeURIComponent(q)}`, { token: world.tokens.teacherA });
      expectValidDocument(res, 400);
      expect(res.doc.errors?.[0]).toMatchObject({ source: { parameter: 'filter[q]' }, meta: { error_identifier: 'searchTermTooShort' } });
    }
    expect((await t.request('GET', '/api/v1/contents?sort=popularity', { token: world.tokens.teacherA })).status).toBe(400);
  });
});
