/**
 * The offline places adapter: addresses of organisations already in the database (a school
 * another teacher registered is the likeliest match) followed by a shipped list of invented
 * addresses (addresses.json), restricted to one country, matched on any word prefix.
 * Ids are `org:<id>` and `addr:<n>`, stable across restarts.
 */
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { organizations } from '../../resources';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import shipped from './addresses.json';
import { MAX_SUGGESTIONS, type PlaceDetails, type PlacesAdapter } from './contract';
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

const o = tableOf(organizations);
const oc = o.columns;
/** An organisation's address as AddressRow names it. */
const ADDRESS_FIELDS = { id: oc.id!, address1: oc.address1!, city: oc.city!, postal_code: oc.postalCode!, country: oc.country!, latitude: oc.latitude!, longitude: oc.longitude! };
const hasAddress = sql`coalesce(${oc.address1!}, '') <> ''`;

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function organisationPlaces(db: Db, input: string, country: string): Promise<PlaceDetails[]> {
  // The first typed word narrows the rows in SQL; the word-prefix rule is applied after.
  const firstWord = normalise(input).split(' ')[0] ?? '';
  const words = sql`concat_ws(' ', ${oc.address1!}, ${oc.city!}, ${oc.postalCode!})`;
  const rows = (await db
    .select(ADDRESS_FIELDS)
    .from(o.table)
    .where(and(eq(sql`lower(${oc.country!})`, country), hasAddress, ilike(words, `%${likeEscape(firstWord)}%`)))
    .orderBy(asc(oc.id!))
    .limit(200)) as AddressRow[];
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
      const [row] = (await db
        .select(ADDRESS_FIELDS)
        .from(o.table)
        .where(and(eq(oc.id!, Number(n)), hasAddress))) as AddressRow[];
      return row ? toPlace('org', row) : null;
    },
  };
}
