/**
 * "A blank password keeps the old one": on an edit, an empty password (and its confirmation)
 * means "leave it unchanged", not "set it to empty". One rule for the console's validation, its
 * save and the data provider's serialiser.
 */
import type { ResourceDef } from './defineResource';

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** The keys to leave out of `values`: each blank password of the definition and its confirmation. */
export function blankPasswordKeys(def: Pick<ResourceDef, 'attributes'> | undefined, values: Record<string, unknown>): Set<string> {
  const keys = new Set<string>();
  for (const [name, field] of Object.entries(def?.attributes ?? {})) {
    if (field.kind === 'password' && isBlank(values[name])) keys.add(name).add(`${name}Confirmation`);
  }
  return keys;
}

/** `values` without its blank passwords and their confirmations. */
export function withoutBlankPasswords(def: Pick<ResourceDef, 'attributes'> | undefined, values: Record<string, unknown>): Record<string, unknown> {
  const skipped = blankPasswordKeys(def, values);
  return Object.fromEntries(Object.entries(values).filter(([key]) => !skipped.has(key)));
}
