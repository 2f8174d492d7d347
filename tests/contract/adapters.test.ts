/**
 * Outside services behind adapters (ARCHITECTURE "Outside services"): the embedded defaults
 * answer offline (address suggestions from known organisations and a shipped list, site copy
 * from files in the repository); real adapters are used when configured (here against local
 * fakes on 127.0.0.1); single sign-on that is not configured says so with a 501.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../resources';
import { buildWorld, insert, startTestApp, type TestApp } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { expectValidDocument } from '../support/jsonapiSchema';

const kinds = await testDbKinds({ pgliteOnly: 'embedded outside services: address suggestions and site copy, over plain selects' });
const API = '/api/v1';
type Item = { id: string; attributes: Record<string, unknown> };

/** A throwaway HTTP server on 127.0.0.1 that records the requests it gets. */
async function fakeServer(handle: (url: URL, req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; url: string; seen: URL[] }> {
  const seen: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    seen.push(url);
    handle(url, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}
const json = (res: ServerResponse, body: unknown): void => {
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

describe.each(kinds)('embedded outside services on %s', (kind) => {
  let t: TestApp;
  let orgId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await buildWorld(t);
    orgId = await insert(t, organizations, { name: 'Quillby Primary', address1: '17 Quillby Road', city: 'Norwich', postalCode: 'NR3 1AB', country: 'gb', latitude: 52.64, longitude: 1.29 });
    await insert(t, organizations, { name: 'Quillby Koulu', address1: 'Quillbyntie 4', city: 'Espoo', postalCode: '02100', country: 'fi' });
  });
  afterAll(async () => t.close());
  const suggest = (input: string, country = 'gb') =>
    t.request('GET', `${API}/places/autocomplete?input=${encodeURIComponent(input)}&country=${country}`);

  it('suggests a known organisation’s address by any word prefix, only in the chosen country', async () => {
    const res = await suggest('quill');
    expectValidDocument(res, 200);
    expect(res.doc.data).toEqual([{ type: 'places', id: `org:${orgId}`, attributes: { description: '17 Quillby Road, Norwich, NR3 1AB, GB' } }]);
    expect((await suggest('ROAD, norw')).doc.data.map((p: Item) => p.id)).toContain(`org:${orgId}`);
    expect((await suggest('quill', 'fi')).doc.data.map((p: Item) => p.attributes.description)).toEqual(['Quillbyntie 4, Espoo, 02100, FI']);
    // Inside a word is not a prefix.
    expect((await suggest('uillby')).doc.data).toEqual([]);
  });

  it('suggests shipped addresses too, never more than ten, and nothing under three characters', async () => {
    const high = await suggest('high street');
    expect(high.doc.data.map((p: Item) => p.attributes.description)).toContain('12 High Street, Harrogate, HG1 1TT, GB');
    expect(high.doc.data.every((p: Item) => /^addr:\d+$/.test(p.id))).toBe(true);
    expect((await suggest('koulukatu', 'fi')).doc.data).toHaveLength(1);
    expect((await suggest('koulukatu', 'gb')).doc.data).toEqual([]);
    expect((await suggest('1')).doc.data).toEqual([]);
    expect((await suggest('12')).doc.data).toEqual([]);
    expect((await suggest('roa')).doc.data.length).toBeLessThanOrEqual(10);
    const missing = await t.request('GET', `${API}/places/autocomplete?input=high`);
    expectValidDocument(missing, 400);
  });

  it('gives the address parts of a suggestion, and 404 for an unknown one', async () => {
    const org = await t.request('GET', `${API}/places/org:${orgId}`);
    expectValidDocument(org, 200);
    expect(org.doc.data).toEqual({ type: 'places', id: `org:${orgId}`, attributes: { description: '17 Quillby Road, Norwich, NR3 1AB, GB', address1: '17 Quillby Road', city: 'Norwich', postal_code: 'NR3 1AB', country: 'gb', latitude: 52.64, longitude: 1.29 } });
    const shippedId = (await suggest('high street')).doc.data[0].id as string;
    const shipped = await t.request('GET', `${API}/places/${shippedId}`);
    expect(shipped.doc.data.attributes).toMatchObject({ address1: '12 High Street', city: 'Harrogate', postal_code: 'HG1 1TT', country: 'gb', latitude: 53.9921, longitude: -1.5418 });
    for (const id of ['org:999999', 'addr:999', 'nothing']) expectValidDocument(await t.request('GET', `${API}/places/${id}`), 404);
  });

  it('serves the English site copy for en and en-gb, ordered by first publication', async () => {
    const home = await t.request('GET', `${API}/site_documents?filter[type]=home_page&filter[lang]=en`);
    expectValidDocument(home, 200);
    const [doc] = home.doc.data as Item[];
    expect(doc!.attributes).toMatchObject({ document_type: 'home_page', lang: 'en-gb' });
    const data = doc!.attributes.data as { title: string; sub_head: string; faq_title: string; body: { slice_type: string; items?: unknown[]; primary?: { title: string; text: string } }[] };
    expect(data.title.length).toBeGreaterThan(0);
    expect(data.sub_head).toContain('14-day');
    expect(data.body.filter((s) => s.slice_type === 'statistics')[0]?.items).toHaveLength(4);
    expect(data.body.filter((s) => s.slice_type === 'feature').every((s) => s.primary!.title !== '' && s.primary!.text !== '')).toBe(true);
    expect(data.body.filter((s) => s.slice_type === 'feature')).toHaveLength(3);

    const faq = await t.request('GET', `${API}/site_documents?filter[type]=faq&filter[lang]=en-gb`);
    expectValidDocument(faq, 200);
    const items = faq.doc.data as Item[];
    expect(items).toHaveLength(8);
    const dates = items.map((d) => Date.parse(String(d.attributes.first_publication_date).replace(/(\d{2})(\d{2})$/, '$1:$2')));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    const text = JSON.stringify(items);
    for (const fact of ['14-day', '15 days', '30 days', '300 GBP', 'webinar', 'passphrase', 'story world']) expect(text).toContain(fact);
  });

  it('serves each language its own copy, and English to a language it is not written in', async () => {
    const fi = await t.request('GET', `${API}/site_documents?filter[type]=home_page&filter[lang]=fi`);
    expect(fi.doc.data[0].attributes.lang).toBe('fi');
    expect(fi.doc.data[0].attributes.data.faq_title).toBe('Usein kysytyt kysymykset');
    expect((await t.request('GET', `${API}/site_documents?filter[type]=faq&filter[lang]=fi`)).doc.data).toHaveLength(8);
    for (const lang of ['pt', 'es', 'sv', 'ru']) {
      const faq = await t.request('GET', `${API}/site_documents?filter[type]=faq&filter[lang]=${lang}`);
      expect(faq.doc.data.map((d: Item) => d.attributes.lang)).toEqual(Array(8).fill(lang));
    }
    const de = await t.request('GET', `${API}/site_documents?filter[type]=faq&filter[lang]=de`);
    expectValidDocument(de, 200);
    expect(de.doc.data.map((d: Item) => d.attributes.lang)).toEqual(Array(8).fill('en-gb'));
    expect((await t.request('GET', `${API}/site_documents?filter[type]=nothing_like_this`)).doc.data).toEqual([]);
    expectValidDocument(await t.request('GET', `${API}/site_documents`), 400);
  });

  it('lists no single sign-on provider by default and answers 501 to a sign-on attempt', async () => {
    const list = await t.request('GET', `${API}/user/oauth/providers`);
    expectValidDocument(list, 200);
    expect(list.doc.data).toEqual([]);
    for (const provider of ['google', 'microsoft', 'mylogin']) {
      const res = await t.request('POST', `${API}/user/oauth/${provider}`, { body: { data: { type: 'tokens', attributes: { token: 'code', redirect_uri: 'http://127.0.0.1/sign-in' } } } });
      expectValidDocument(res, 501);
      expect(res.doc.errors?.[0]?.meta.error_identifier).toBe('ssoNotConfigured');
    }
    expectValidDocument(await t.request('POST', `${API}/user/oauth/facebook`, { body: { data: { type: 'tokens', attributes: { token: 'x' } } } }), 404);
  });
});

describe('configured outside services (local fakes)', () => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof fakeServer>>;
  let prismic: Awaited<ReturnType<typeof fakeServer>>;
  beforeAll(async () => {
    google = await fakeServer((url, _req, res) => {
      if (url.pathname === '/maps/api/place/autocomplete/json')
        return json(res, { status: 'OK', predictions: [{ place_id: 'ChIJfake1', description: '1 Fake Lane, Testbury, UK' }] });
      if (url.searchParams.get('place_id') !== 'ChIJfake1') return json(res, { status: 'NOT_FOUND' });
      json(res, { status: 'OK', result: { formatted_address: '1 Fake Lane, Testbury TB1 1AA, UK', address_components: [
        { long_name: '1', short_name: '1', types: ['street_number'] },
        { long_name: 'Fake Lane', short_name: 'Fake Ln', types: ['route'] },
        { long_name: 'Testbury', short_name: 'Testbury', types: ['postal_town'] },
        { long_name: 'TB1 1AA', short_name: 'TB1 1AA', types: ['postal_code'] },
        { long_name: 'United Kingdom', short_name: 'GB', types: ['country', 'political'] },
      ], geometry: { location: { lat: 51.5072, lng: -0.1276 } } } });
    });
    prismic = await fakeServer((url, _req, res) => {
      if (url.pathname === '/api/v2') return json(res, { refs: [{ id: 'master', ref: 'REF1', isMasterRef: true }] });
      json(res, { results: [
        { id: 'b', type: 'faq', lang: url.searchParams.get('lang'), first_publication_date: '2026-02-01T00:00:00+0000', data: { title: 'Later', body: 'x' } },
        { id: 'a', type: 'faq', lang: url.searchParams.get('lang'), first_publication_date: '2026-01-01T00:00:00+0000', data: { title: 'Earlier', body: 'y' } },
      ] });
    });
    t = await startTestApp('pglite', { places: { apiKey: 'test-key', apiUrl: google.url }, siteCopy: { apiUrl: prismic.url } });
  });
  afterAll(async () => {
    await t.close();
    google.server.close();
    prismic.server.close();
  });

  it('asks Google Places with the key and the country, and maps the address parts', async () => {
    const res = await t.request('GET', `${API}/places/autocomplete?input=fake%20lane&country=gb`);
    expectValidDocument(res, 200);
    expect(res.doc.data).toEqual([{ type: 'places', id: 'ChIJfake1', attributes: { description: '1 Fake Lane, Testbury, UK' } }]);
    const asked = google.seen.at(-1)!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ input: 'fake lane', components: 'country:gb', key: 'test-key' });
    const details = await t.request('GET', `${API}/places/ChIJfake1`);
    expect(details.doc.data.attributes).toEqual({ description: '1 Fake Lane, Testbury TB1 1AA, UK', address1: '1 Fake Lane', city: 'Testbury', postal_code: 'TB1 1AA', country: 'gb', latitude: 51.5072, longitude: -0.1276 });
    expect(google.seen.at(-1)!.searchParams.get('fields')).toBe('formatted_address,address_component,geometry');
    expectValidDocument(await t.request('GET', `${API}/places/ChIJother`), 404);
  });

  it('reads site copy from the content service at its master ref, in the resolved language', async () => {
    const res = await t.request('GET', `${API}/site_documents?filter[type]=faq&filter[lang]=en`);
    expectValidDocument(res, 200);
    expect(res.doc.data.map((d: Item) => d.attributes.data)).toEqual([{ title: 'Earlier', body: 'y' }, { title: 'Later', body: 'x' }]);
    const asked = prismic.seen.at(-1)!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ ref: 'REF1', lang: 'en-gb', q: '[[at(document.type,"faq")]]' });
  });
});
