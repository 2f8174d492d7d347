/**
 * The offline site-copy adapter: documents/<lang>/<type>.json, each an array of
 * {id, first_publication_date, data}. Read once per process; a missing file is an empty list.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromRoot } from '../projectRoot';
import { byPublication, type SiteCopyAdapter, type SiteDocument } from './contract';

const DOCUMENTS_DIR = fromRoot('server', 'siteCopy', 'documents');
const SAFE_NAME = /^[a-z][a-z0-9_-]{0,39}$/;

type StoredDocument = Omit<SiteDocument, 'type' | 'lang'>;

function load(type: string, lang: string): SiteDocument[] {
  if (!SAFE_NAME.test(type) || !SAFE_NAME.test(lang)) return [];
  const file = join(DOCUMENTS_DIR, lang, `${type}.json`);
  if (!existsSync(file)) return [];
  const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredDocument[];
  return stored.map((d) => ({ id: d.id, type, lang, first_publication_date: d.first_publication_date, data: d.data })).sort(byPublication);
}

export function embeddedSiteCopy(): SiteCopyAdapter {
  const cache = new Map<string, SiteDocument[]>();
  return {
    async documents(type, lang) {
      const key = `${lang}/${type}`;
      let docs = cache.get(key);
      if (!docs) cache.set(key, (docs = load(type, lang)));
      return docs;
    },
  };
}
