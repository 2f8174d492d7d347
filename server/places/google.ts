/**
 * Google Places (legacy web service) behind the places interface, used when PLACES_API_KEY is
 * set. The key stays on the server; the browser only sees our /places endpoints.
 *
 * | Method       | Request                                                                  |
 * |--------------|--------------------------------------------------------------------------|
 * | autocomplete | GET {base}/maps/api/place/autocomplete/json?input&components=country:XX&types=address&key |
 * | details      | GET {base}/maps/api/place/details/json?place_id&fields=formatted_address,address_component,geometry&key |
 */
import { ApiError } from '../jsonapi/errors';
import { MAX_SUGGESTIONS, type PlaceDetails, type PlacesAdapter } from './contract';

interface Component {
  long_name: string;
  short_name: string;
  types: string[];
}

const TIMEOUT_MS = 5000;

async function getJson(url: URL): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw ApiError.of({ status: 502, identifier: 'serviceUnavailable' });
  }
  if (!res.ok) throw ApiError.of({ status: 502, identifier: 'serviceUnavailable' });
  return (await res.json()) as Record<string, unknown>;
}

function component(components: Component[], type: string, short = false): string {
  const c = components.find((x) => x.types.includes(type));
  return c ? (short ? c.short_name : c.long_name) : '';
}

const degrees = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function googlePlaces(key: string, base: string): PlacesAdapter {
  const endpoint = (path: string, params: Record<string, string>): URL => {
    const url = new URL(`/maps/api/place/${path}/json`, base);
    for (const [k, v] of Object.entries({ ...params, key })) url.searchParams.set(k, v);
    return url;
  };
  return {
    async autocomplete(input, country) {
      const body = await getJson(endpoint('autocomplete', { input, components: `country:${country}`, types: 'address' }));
      if (body.status === 'ZERO_RESULTS') return [];
      if (body.status !== 'OK' || !Array.isArray(body.predictions)) throw ApiError.of({ status: 502, identifier: 'serviceUnavailable' });
      return (body.predictions as { place_id?: unknown; description?: unknown }[])
        .filter((p) => typeof p.place_id === 'string' && typeof p.description === 'string')
        .slice(0, MAX_SUGGESTIONS)
        .map((p) => ({ id: p.place_id as string, description: p.description as string }));
    },
    async details(id): Promise<PlaceDetails | null> {
      const body = await getJson(endpoint('details', { place_id: id, fields: 'formatted_address,address_component,geometry' }));
      if (body.status === 'NOT_FOUND' || body.status === 'INVALID_REQUEST') return null;
      const result = body.result as { formatted_address?: string; address_components?: Component[]; geometry?: { location?: { lat?: unknown; lng?: unknown } } } | undefined;
      if (body.status !== 'OK' || !result) throw ApiError.of({ status: 502, identifier: 'serviceUnavailable' });
      const parts = result.address_components ?? [];
      return {
        id,
        description: result.formatted_address ?? '',
        address1: [component(parts, 'street_number'), component(parts, 'route')].filter(Boolean).join(' '),
        city: component(parts, 'postal_town') || component(parts, 'locality'),
        postalCode: component(parts, 'postal_code'),
        country: component(parts, 'country', true).toLowerCase(),
        latitude: degrees(result.geometry?.location?.lat),
        longitude: degrees(result.geometry?.location?.lng),
      };
    },
  };
}
