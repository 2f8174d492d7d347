/**
 * "A blank password keeps the old one": on an edit, an empty password (and its confirmation)
 * means "leave it unchanged", not "set it to empty". One rule for the console's validation, its
 * save and the data provider's serialiser.
 */
import type { ResourceDef } from './defineResource';

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * The app key of the proof sent beside one's own new password: `currentPassword`, on the wire
 * `current_<password wire name>` (server/auth/currentPassword.ts).
 */
export const currentPasswordKey = (name: string): string => `current${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** The keys to leave out of `values`: each blank password of the definition, its confirmation and its proof. */
export function blankPasswordKeys(def: Pick<ResourceDef, 'attributes'> | undefined, values: Record<string, unknown>): Set<string> {
  const keys = new Set<string>();
  for (const [name, field] of Object.entries(def?.attributes ?? {})) {
    if (field.kind === 'password' && isBlank(values[name])) keys.add(name).add(`${name}Confirmation`).add(currentPasswordKey(name));
  }
  return keys;
}

/** `values` without its blank passwords and their confirmations. */
export function withoutBlankPasswords(def: Pick<ResourceDef, 'attributes'> | undefined, values: Record<string, unknown>): Record<string, unknown> {
  const skipped = blankPasswordKeys(def, values);
  return Object.fromEntries(Object.entries(values).filter(([key]) => !skipped.has(key)));
}
