/**
 * Every route the API answers, as Fastify registers it: collected by an `onRoute` hook added
 * before any route, so nothing is registered unseen. The API description is made from this list,
 * which is why a route cannot be missing from it.
 */
import type { FastifyContextConfig, FastifyInstance } from 'fastify';

export interface ApiRoute {
  /** Lower case: get, post, patch, put, delete. */
  method: string;
  /** Below the API's prefix, Fastify's syntax: `/lessons/:id/events`. */
  url: string;
  config: FastifyContextConfig;
}

/** Starts collecting the routes under `prefix`; the returned function lists those registered so far. */
export function collectApiRoutes(app: FastifyInstance, prefix: string): () => readonly ApiRoute[] {
  const routes: ApiRoute[] = [];
  const seen = new Set<string>();
  app.addHook('onRoute', (options) => {
    if (options.url !== prefix && !options.url.startsWith(`${prefix}/`)) return;
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      // Fastify answers HEAD for every GET on its own; OPTIONS is not offered.
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const url = options.url.slice(prefix.length) || '/';
      // The prefix's root is registered twice, with and without its trailing slash.
      const key = `${method} ${url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push({ method: method.toLowerCase(), url, config: (options.config ?? {}) as FastifyContextConfig });
    }
  });
  return () => routes;
}
