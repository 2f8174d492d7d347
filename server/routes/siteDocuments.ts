/**
 * GET /site_documents?filter[type]=home_page|faq&filter[lang]=en-gb (public) — the welcome
 * page's copy through the site-copy adapter (server/siteCopy), ordered by first publication.
 * 'en' means en-gb; a language the copy is not written in falls back to en-gb.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../jsonapi/errors';
import { resolveLang, siteCopyAdapter, type SiteCopyConfig, type SiteDocument } from '../siteCopy/adapter';
import type { ResourceObject } from '../../dataProvider/types';

export function registerSiteDocumentRoutes(app: FastifyInstance, config: SiteCopyConfig = {}): void {
  const adapter = siteCopyAdapter(config);

  app.get<{ Querystring: Record<string, unknown> }>('/site_documents', { config: { public: true, doc: { tag: 'site', summary: 'The site copy: terms, privacy policy and other documents, by `filter[type]` and language', query: [{ name: 'filter[type]', description: 'The document type.' }] } } }, async (req) => {
    const type = req.query['filter[type]'];
    const lang = req.query['filter[lang]'];
    if (typeof type !== 'string' || !/^[a-z][a-z0-9_]{0,39}$/.test(type)) throw badRequest('filter[type] names a document type', 'filter[type]');
    if (lang !== undefined && typeof lang !== 'string') throw badRequest('filter[lang] may be given once', 'filter[lang]');
    return siteDocumentsDocument(await adapter.documents(type, resolveLang(lang)));
  });
}

/** The answer's document: also the copy the welcome page is drawn with on the server (server/prerender.ts). */
export function siteDocumentsDocument(docs: SiteDocument[]): { data: ResourceObject[]; meta: { total: number } } {
  return {
    data: docs.map((d) => ({
      type: 'siteDocuments',
      id: d.id,
      // `type` is reserved by JSON:API (attributes may not be named type or id): document_type.
      attributes: { document_type: d.type, lang: d.lang, first_publication_date: d.first_publication_date, data: d.data },
    })),
    meta: { total: docs.length },
  };
}
