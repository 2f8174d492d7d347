/** Shapes and timings of the school step (seed sections 2.3, 7 and 9). */

/** Address suggestions wait this long after the last keystroke (seed section 9). */
export const ADDRESS_DEBOUNCE_MS = 300;
/** The address service answers nothing below this many characters (contract: input under 3 chars → []). */
export const ADDRESS_MIN_CHARS = 3;
/** The organisation lookup answers nothing below this many characters (contract). */
export const SCHOOL_MIN_CHARS = 2;
/** Delay before the fields are filled after a school pick (seed section 9). */
export const SCHOOL_FILL_DELAY_MS = 100;

/** An address the visitor picked from the suggestions, with its details from the places service, or typed by hand (`manual`). */
export interface PickedAddress {
  placeId?: string;
  description: string;
  address1?: string;
  city?: string;
  postalCode?: string;
  /** Where the picked address is, when the places service says (seed 3: numbers). */
  latitude?: number;
  longitude?: number;
  manual?: boolean;
}

/** A school the organisation lookup found. */
export interface KnownSchool {
  id: string;
  name: string;
  address1?: string;
  city?: string;
  postalCode?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const degrees = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export function knownSchoolOf(record: Record<string, unknown> & { id: string }): KnownSchool {
  return { id: record.id, name: String(record.name ?? ''), address1: text(record.address1), city: text(record.city), postalCode: text(record.postalCode) };
}

export function addressOfRecord(record: Record<string, unknown>, fallback: PickedAddress): PickedAddress {
  return {
    placeId: fallback.placeId,
    description: text(record.description) ?? fallback.description,
    address1: text(record.address1),
    city: text(record.city),
    postalCode: text(record.postalCode),
    latitude: degrees(record.latitude),
    longitude: degrees(record.longitude),
  };
}

/** A known school's address as one line, for the address field after a school pick. */
export function describeSchoolAddress(school: KnownSchool): string {
  return [school.address1, school.city, school.postalCode].filter((p) => p !== undefined).join(', ');
}
