/** Case-insensitive word-prefix matching shared by the embedded places list. */

/** Lower case, punctuation as spaces, single spaces: "12, High St." → "12 high st". */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** True when the typed text starts at the beginning of some word of the candidate. */
export function matchesWordPrefix(candidate: string, typed: string): boolean {
  const needle = normalise(typed);
  return needle !== '' && ` ${normalise(candidate)}`.includes(` ${needle}`);
}

export function describe(parts: (string | null | undefined)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').map((p) => p.trim()).join(', ');
}
