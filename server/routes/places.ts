/**
 * Address suggestions for the sign-up school step, through the places adapter (server/places):
 *   GET /places/autocomplete?input=TEXT&country=gb → { data: [places {description}] }
 *   GET /places/{place_id}                          → { data: places {description, address1, city, postal_code, country, latitude, longitude} }
 * Public (the visitor has no account yet), so every call counts against a per-address throttle.
 */
import type { FastifyInstance } from 'fastify';
import { attemptThrottle } from '../auth/attemptThrottle';
import { badRequest, notFound } from '../jsonapi/errors';
import { placesAdapter, type PlacesConfig } from '../places/adapter';
import { ADDRESS_LIMITS } from '../limits/addressLimits';

const MIN_INPUT = 3;

export function registerPlacesRoutes(app: FastifyInstance, config: PlacesConfig = {}): void {
  const throttle = attemptThrottle(app.limitStore, 'places', ADDRESS_LIMITS.placeLookups);
  const adapter = placesAdapter(app.db, config);
  const count = async (ip: string): Promise<void> => {
    const keys = [`places:${ip}`];
    await throttle.assertOpen(keys);
    await throttle.fail(keys);
  };

  app.get<{ Querystring: Record<string, unknown> }>('/places/autocomplete', { config: { public: true, doc: { tag: 'places', summary: 'Address suggestions for a school being registered', query: [{ name: 'input', description: 'What was typed.' }, { name: 'country', description: 'An ISO country code.' }] } } }, async (req) => {
    const { input, country } = req.query;
    if (typeof country !== 'string' || !/^[a-z]{2}$/i.test(country)) throw badRequest('country must be a two-letter code', 'country');
    if (typeof input !== 'string' || input.trim().length < MIN_INPUT) return { data: [] };
    await count(req.ip);
    const places = await adapter.autocomplete(input.trim(), country.toLowerCase());
    return { data: places.map((p) => ({ type: 'places', id: p.id, attributes: { description: p.description } })) };
  });

  app.get<{ Params: { placeId: string } }>('/places/:placeId', { config: { public: true, doc: { tag: 'places', summary: "A suggested place's address in parts" } } }, async (req) => {
    await count(req.ip);
    const place = req.params.placeId.length <= 300 ? await adapter.details(req.params.placeId) : null;
    if (!place) throw notFound();
    const { id, description, address1, city, postalCode, country, latitude, longitude } = place;
    return { data: { type: 'places', id, attributes: { description, address1, city, postal_code: postalCode, country, latitude, longitude } } };
  });
}
