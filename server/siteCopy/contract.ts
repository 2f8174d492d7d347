/** What every site-copy adapter answers and is configured with, and its languages (./adapter.ts picks one). */

export interface SiteDocument {
  id: string;
  type: string;
  lang: string;
  first_publication_date: string;
  data: Record<string, unknown>;
}

export interface SiteCopyAdapter {
  /** Documents of one type in one (already resolved) language, oldest publication first. */
  documents(type: string, lang: string): Promise<SiteDocument[]>;
}

export interface SiteCopyConfig {
  /** CONTENT_API_URL: the content service's repository URL, e.g. https://example.cdn.prismic.io. */
  apiUrl?: string;
}

export const DEFAULT_LANG = 'en-gb';
/** Languages the shipped copy is written in; anything else is answered in English. */
export const SITE_LANGS = ['en-gb', 'fi', 'pt', 'es', 'sv', 'ru'] as const;

/** 'en' and 'en-*' → en-gb, 'fi'/'fi-fi' → fi, anything unknown → en-gb (seed 9: default en-gb). */
export function resolveLang(requested: string | undefined): string {
  const lang = (requested ?? '').trim().toLowerCase();
  const base = lang.split('-')[0] ?? '';
  return SITE_LANGS.find((l) => l === lang || l === base) ?? DEFAULT_LANG;
}

export function byPublication(a: SiteDocument, b: SiteDocument): number {
  return Date.parse(a.first_publication_date.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')) - Date.parse(b.first_publication_date.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
}
