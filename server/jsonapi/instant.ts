/**
 * Timestamps as the API renders them (`Date#toISOString`: `2026-11-26T08:30:49.280Z`) from the
 * text both drivers hand over (`2026-11-26 08:30:49.28+00`, the fraction with up to 6 digits).
 * A page of 100 records has hundreds of them, and parsing each into a Date showed in profiles, so
 * UTC text is rearranged directly; any other form goes through Date as before.
 */
const UTC_TEXT = /^([1-9]\d{3}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

export function isoInstant(text: string): string {
  const m = UTC_TEXT.exec(text);
  if (!m) return new Date(text).toISOString();
  // Date keeps milliseconds: further digits are cut, not rounded.
  const fraction = m[3] === undefined ? '000' : m[3].length >= 3 ? m[3].slice(0, 3) : m[3].padEnd(3, '0');
  return `${m[1]}T${m[2]}.${fraction}Z`;
}
