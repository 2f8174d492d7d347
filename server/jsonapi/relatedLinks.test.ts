/**
 * Every to-many relationship of every resource renders a related link a client can follow: the
 * target's list filtered to the record, never the record's own URL, with a filter that list
 * accepts (for a join table, one over the same join table: through.ts).
 */
import { describe, expect, it } from 'vitest';
import { RESOURCES, resourceByName } from '../../resources';
import { parseListQuery, type RawQuery } from './query';
import { toResourceObject } from './serialize';

const API = 'https://example.test/api/v1';

const cases = RESOURCES.flatMap((def) =>
  Object.entries(def.relationships).flatMap(([name, rel]) => (rel.kind === 'toMany' ? [[`${def.name}.${name}`, def, name, rel] as const] : [])),
);

describe('to-many related links', () => {
  it('cover join-table relationships too', () => {
    expect(cases.some(([, , , rel]) => rel.through)).toBe(true);
  });

  it.each(cases)('%s lists its target filtered to the record', (_label, def, name, rel) => {
    const doc = toResourceObject(def, { id: '42' }, { apiBase: API, fields: new Set([name]) });
    const [member] = Object.values(doc.relationships ?? {}) as { links?: { related?: string } }[];
    const related = member?.links?.related ?? '';
    expect(related).not.toBe(`${API}/${def.name}/42`);
    const url = new URL(related);
    expect(url.pathname).toBe(`/api/v1/${rel.resource}`);
    const filters = parseListQuery(resourceByName(rel.resource)!, Object.fromEntries(url.searchParams) as RawQuery).filters;
    expect(filters).toHaveLength(1);
    const [filter] = filters;
    if (rel.through) {
      expect(filter).toMatchObject({ target: 'through', values: ['42'], filter: { other: def } });
      // The same join table, read from the target's side.
      expect(filter?.target === 'through' && filter.filter.through).toMatchObject({ table: rel.through.table, from: rel.through.to, to: rel.through.from });
    } else expect(filter).toMatchObject({ target: 'field', op: 'eq', values: ['42'], ref: { name: rel.inverse } });
  });
});
