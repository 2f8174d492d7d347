/** What an audit entry changed: the fields whose values differ between its before and after JSON. */
export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

function parse(json: unknown): Record<string, unknown> {
  if (typeof json !== 'string' || json === '') return {};
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Changed fields in a stable order; a creation lists every field from null, a deletion to null. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = parse(before);
  const a = parse(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .map((field) => ({ field, from: b[field] ?? null, to: a[field] ?? null }))
    .filter((c) => JSON.stringify(c.from) !== JSON.stringify(c.to));
}
