/**
 * The one reading of HTTP's weighted lists (`Accept-Language: fi;q=0.9, en`, `Accept-Encoding:
 * br;q=0, gzip`): each value with its quality (1 when unsaid) and its place in the header, for
 * the dashboard's language and the pages' compression alike.
 */
export interface WeightedValue {
  /** As written, trimmed (case kept: language tags are compared by their callers). */
  value: string;
  q: number;
  index: number;
}

export function weightedValues(header: string | string[] | undefined): WeightedValue[] {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return [];
  return text.split(',').map((part, index) => {
    const [value = '', ...params] = part.split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
    return { value: value.trim(), q: q === undefined ? 1 : Number(q), index };
  });
}

/** An Accept-Language header's languages as the browser ranks them (`navigator.languages`), refused ones (q=0) left out. */
export function rankedLanguages(header: string | string[] | undefined): string[] {
  return weightedValues(header)
    .filter((v) => v.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((v) => v.value);
}
