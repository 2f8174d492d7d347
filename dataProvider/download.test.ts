/** download: a file beyond JSON:API, fetched with the token and the file's media type; its name; refusals. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './createDataProvider';
import { fileNameOf } from './download';
import { fetchHttpClient } from './transport';
import type { HttpClient, HttpRequestInit } from './types';

const CSV = '\uFEFFStudent,Answer\r\nAda,Etna';

function fileClient(answer: { status: number; blob?: Blob; json?: unknown; disposition?: string }): { client: HttpClient; calls: { url: string; init: HttpRequestInit }[] } {
  const calls: { url: string; init: HttpRequestInit }[] = [];
  const client: HttpClient = async (url, init) => {
    calls.push({ url, init });
    const headers = new Headers(answer.disposition ? { 'Content-Disposition': answer.disposition } : {});
    return { status: answer.status, headers, json: answer.json ?? null, ...(answer.blob ? { blob: answer.blob } : {}) };
  };
  return { client, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('download', () => {
  it('GETs the path with the bearer token, asking for the file first, and answers the Blob and its name', async () => {
    const { client, calls } = fileClient({ status: 200, blob: new Blob([CSV], { type: 'text/csv' }), disposition: `attachment; filename="aanet-2025-03-01.csv"; filename*=UTF-8''%C3%84%C3%A4net-2025-03-01.csv` });
    const provider = createDataProvider({ httpClient: client, getToken: () => 't0k', getLocale: () => 'fi' });
    const result = await provider.download({ path: '/lessons/7/report.csv', accept: 'text/csv', query: { time_zone: 'Europe/Helsinki' } });
    expect(calls.map((c) => [c.init.method, c.url, c.init.responseType])).toEqual([['GET', '/api/v1/lessons/7/report.csv?time_zone=Europe%2FHelsinki', 'blob']]);
    expect(calls[0]?.init.headers).toMatchObject({ Accept: 'text/csv, application/vnd.api+json', Authorization: 'Bearer t0k', 'X-User-Locale': 'fi' });
    expect(result.filename).toBe('Äänet-2025-03-01.csv');
    expect(await result.blob.text()).toBe(CSV.slice(1));
    // The byte order mark is kept for the spreadsheet (text() drops it when decoding).
    expect([...new Uint8Array(await result.blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('throws the server’s refusal as every call does', async () => {
    const { client } = fileClient({ status: 403, json: { errors: [{ status: '403', title: 'Forbidden', detail: 'No', meta: { error_identifier: 'forbidden' } }] } });
    const provider = createDataProvider({ httpClient: client });
    await expect(provider.download({ path: '/lessons/7/report.csv', accept: 'text/csv' })).rejects.toMatchObject({ status: 403, message: 'No' });
  });

  it('reads a successful answer as a Blob through fetch, and a refusal as JSON', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(new Response(CSV, { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    const ok = await fetchHttpClient('/api/v1/x.csv', { method: 'GET', headers: {}, responseType: 'blob' });
    expect(ok.blob?.size).toBe(new TextEncoder().encode(CSV).length);
    fetchMock.mockResolvedValueOnce(new Response('{"errors":[]}', { status: 404 }));
    const refused = await fetchHttpClient('/api/v1/x.csv', { method: 'GET', headers: {}, responseType: 'blob' });
    expect(refused).toMatchObject({ status: 404, json: { errors: [] } });
    expect(refused.blob).toBeUndefined();
  });
});

describe('fileNameOf', () => {
  it('prefers filename*, then filename (quoted or not), else nothing', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''%D0%97%D0%B2%D1%83%D0%BA.csv`)).toBe('Звук.csv');
    expect(fileNameOf('attachment; filename="say \\"hi\\".csv"')).toBe('say "hi".csv');
    expect(fileNameOf('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.csv"`)).toBe('fallback.csv');
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });
});
