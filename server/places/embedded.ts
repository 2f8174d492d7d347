/**
 * The offline places adapter: addresses of organisations already in the database (a school
 * another teacher registered is the likeliest match) followed by a shipped list of invented
 * addresses (addresses.json), restricted to one country, matched on any word prefix.
 * Ids are `org:<id>` and `addr:<n>`, stable across restarts.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import shipped from './addresses.json';
import { MAX_SUGGESTIONS, type PlaceDetails, type PlacesAdapter } from './adapter';
import { describe, matchesWordPrefix, normalise } from './match';

interface AddressRow {
  id: number;
  address1: string | null;
  city: string | null;
  postal_code: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

const SHIPPED: readonly AddressRow[] = shipped;

function toPlace(prefix: 'org' | 'addr', row: AddressRow): PlaceDetails {
  const country = (row.country ?? '').toLowerCase();
  return {
    id: `${prefix}:${row.id}`,
    description: describe([row.address1, row.city, row.postal_code, country.toUpperCase()]),
    address1: row.address1 ?? '',
    city: row.city ?? '',
    postalCode: row.postal_code ?? '',
    country,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function organisationPlaces(db: Db, input: string, country: string): Promise<PlaceDetails[]> {
  // The first typed word narrows the rows in SQL; the word-prefix rule is applied after.
  const firstWord = normalise(input).split(' ')[0] ?? '';
  const rows = await queryRows<AddressRow>(db, sql`SELECT id, address1, city, postal_code, country, latitude, longitude FROM organizations
    WHERE lower(country) = ${country} AND coalesce(address1, '') <> ''
      AND concat_ws(' ', address1, city, postal_code) ILIKE ${`%${likeEscape(firstWord)}%`}
    ORDER BY id LIMIT 200`);
  return rows.map((r) => toPlace('org', r));
}

export function embeddedPlaces(db: Db): PlacesAdapter {
  return {
    async autocomplete(input, country) {
      const fromShipped = SHIPPED.filter((r) => r.country === country).map((r) => toPlace('addr', r));
      const seen = new Set<string>();
      return [...(await organisationPlaces(db, input, country)), ...fromShipped]
        .filter((p) => matchesWordPrefix(p.description, input))
        .filter((p) => !seen.has(p.description.toLowerCase()) && Boolean(seen.add(p.description.toLowerCase())))
        .slice(0, MAX_SUGGESTIONS)
        .map(({ id, description }) => ({ id, description }));
    },
    async details(id) {
      const [, kind, n] = /^(org|addr):(\d{1,9})$/.exec(id) ?? [];
      if (kind === 'addr') {
        const row = SHIPPED.find((r) => r.id === Number(n));
        return row ? toPlace('addr', row) : null;
      }
      if (kind !== 'org') return null;
      const [row] = await queryRows<AddressRow>(db, sql`SELECT id, address1, city, postal_code, country, latitude, longitude FROM organizations
        WHERE id = ${Number(n)} AND coalesce(address1, '') <> ''`);
      return row ? toPlace('org', row) : null;
    },
  };
}
