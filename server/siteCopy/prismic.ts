/**
 * A Prismic-style REST content service behind the site-copy interface (CONTENT_API_URL).
 *
 * | Step            | Request                                                                                  |
 * |-----------------|------------------------------------------------------------------------------------------|
 * | master ref      | GET {url}/api/v2 → refs[].isMasterRef                                                    |
 * | documents       | GET {url}/api/v2/documents/search?ref&q=[[at(document.type,"T")]]&lang&orderings=[document.first_publication_date] |
 */
import { ApiError } from '../jsonapi/errors';
import { byPublication, type SiteCopyAdapter, type SiteDocument } from './contract';

const TIMEOUT_MS = 5000;

async function getJson(url: URL): Promise<Record<string, unknown>> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (res.ok) return (await res.json()) as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw ApiError.of({ status: 502, identifier: 'serviceUnavailable' });
}

export function prismicSiteCopy(apiUrl: string): SiteCopyAdapter {
  const base = apiUrl.replace(/\/$/, '');
  return {
    async documents(type, lang) {
      const api = await getJson(new URL(`${base}/api/v2`));
      const refs = Array.isArray(api.refs) ? (api.refs as { ref?: string; isMasterRef?: boolean }[]) : [];
      const master = refs.find((r) => r.isMasterRef)?.ref;
      if (!master) throw ApiError.of({ status: 502, identifier: 'serviceUnavailable' });
      const url = new URL(`${base}/api/v2/documents/search`);
      url.searchParams.set('ref', master);
      url.searchParams.set('q', `[[at(document.type,"${type}")]]`);
      url.searchParams.set('lang', lang);
      url.searchParams.set('orderings', '[document.first_publication_date]');
      url.searchParams.set('pageSize', '100');
      const found = await getJson(url);
      const results = Array.isArray(found.results) ? (found.results as Partial<SiteDocument>[]) : [];
      return results
        .filter((d) => typeof d.id === 'string' && typeof d.first_publication_date === 'string')
        .map((d) => ({ id: d.id!, type, lang, first_publication_date: d.first_publication_date!, data: d.data ?? {} }))
        .sort(byPublication);
    },
  };
}
