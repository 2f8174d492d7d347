/**
 * Address suggestions for the sign-up school step (seed 2.3, 7): one small interface with an
 * embedded default that works offline (known organisations + a shipped list) and a Google
 * Places adapter used when PLACES_API_KEY is configured.
 */
import type { Db } from '../db/client';
import { embeddedPlaces } from './embedded';
import { googlePlaces } from './google';
import { GOOGLE_PLACES_URL, type PlacesAdapter, type PlacesConfig } from './contract';

// What the adapters share, for the routes and the configuration.
export * from './contract';

export function placesAdapter(db: Db, config: PlacesConfig = {}): PlacesAdapter {
  return config.apiKey ? googlePlaces(config.apiKey, config.apiUrl ?? GOOGLE_PLACES_URL) : embeddedPlaces(db);
}
