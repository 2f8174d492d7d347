/**
 * Site copy (welcome page hero, statistics, FAQ) behind one small interface: an embedded default
 * reading JSON files shipped in the repository (documents/<lang>/<type>.json) and a
 * Prismic-style REST adapter used when CONTENT_API_URL is configured (seed 2.2, 7).
 */
import { embeddedSiteCopy } from './embedded';
import { prismicSiteCopy } from './prismic';
import type { SiteCopyAdapter, SiteCopyConfig } from './contract';

// What the adapters share, for the routes and the configuration.
export * from './contract';

export function siteCopyAdapter(config: SiteCopyConfig = {}): SiteCopyAdapter {
  return config.apiUrl ? prismicSiteCopy(config.apiUrl) : embeddedSiteCopy();
}
