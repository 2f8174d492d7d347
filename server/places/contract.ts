/** What every places adapter answers and is configured with (./adapter.ts picks one). */

export interface PlaceSuggestion {
  /** Opaque and stable: `org:12`, `addr:5`, or the provider's place_id. */
  id: string;
  description: string;
}

export interface PlaceDetails extends PlaceSuggestion {
  address1: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, lower case like organizations.country. */
  country: string;
  /** Where it is, in degrees; null when the source does not say. */
  latitude: number | null;
  longitude: number | null;
}

export interface PlacesAdapter {
  autocomplete(input: string, country: string): Promise<PlaceSuggestion[]>;
  details(id: string): Promise<PlaceDetails | null>;
}

export interface PlacesConfig {
  /** PLACES_API_KEY: when set, Google Places answers instead of the embedded list. */
  apiKey?: string;
  /** PLACES_API_URL: the provider's origin (tests point it at a local fake). */
  apiUrl?: string;
}

export const GOOGLE_PLACES_URL = 'https://maps.googleapis.com';

/** Suggestions never exceed this many, whichever adapter answers. */
export const MAX_SUGGESTIONS = 10;
