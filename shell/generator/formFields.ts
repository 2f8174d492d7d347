/**
 * Which fields a generated form shows, and whether each is an input or a read-only display.
 * Pure: the same rule the server applies (kit `writableFor`), so the form never offers a field
 * the server would refuse as `invalidField`.
 */
import {
  appliesToRecord,
  currentPasswordKey,
  grantsFor,
  openOnRecord,
  recordInGrant,
  writableFor,
  writableValuesFor,
  type AttributeField,
  type GrantKind,
  type Relation,
  type ResourceDef,
  type ViewerFacts,
  withoutBlankPasswords,
} from '../../resources/kit';
import { relationSource } from './labels';

export type FormMode = 'create' | 'edit';

export type FormSlot =
  /** `values`: the enum or list values this viewer may choose, where fewer than the field's own. */
  | { type: 'attribute'; name: string; field: AttributeField; editable: boolean; values?: readonly string[] }
  | { type: 'relation'; name: string; source: string; relation: Relation; editable: boolean };

/**
 * The viewer's grants for the form's operation; on edit only those reaching the stored record, as
 * the server checks (a parent's own-profile grant says nothing about their child's record).
 */
export function formGrants(def: ResourceDef, mode: FormMode, viewer: ViewerFacts, record?: Record<string, unknown>): GrantKind[] {
  const grants = grantsFor(def.access[mode === 'create' ? 'create' : 'update'], viewer);
  return mode === 'edit' && record ? grants.filter((g) => recordInGrant(g, def.ownership, viewer, record)) : grants;
}

/** Names the viewer may write in this mode; '*' for all. Without a known viewer, all (the server still checks). */
export function writableNames(def: ResourceDef, mode: FormMode, viewer: ViewerFacts | undefined, record?: Record<string, unknown>): ReadonlySet<string> | '*' {
  if (!viewer) return '*';
  const names = new Set<string>();
  for (const grant of formGrants(def, mode, viewer, record)) {
    const writable = writableFor(grant, def.writable);
    if (writable === '*') return '*';
    for (const name of writable) names.add(name);
  }
  return names;
}

function placement(readOnly: boolean, writable: boolean, mode: FormMode): boolean | undefined {
  if (!readOnly && writable) return true;
  // Fields the viewer cannot set: left out of create, shown as text on edit.
  return mode === 'edit' ? false : undefined;
}

/**
 * `record` is the stored record on edit: fields closed on it (writableWhile) show read-only;
 * fields that do not belong on it (appliesTo) are left out.
 */
export function formSlots(def: ResourceDef, mode: FormMode, viewer?: ViewerFacts, record?: Record<string, unknown>): FormSlot[] {
  const writable = writableNames(def, mode, viewer, record);
  const grants = viewer ? formGrants(def, mode, viewer, record) : [];
  const canWrite = (name: string): boolean =>
    (writable === '*' || writable.has(name)) && (viewer === undefined || openOnRecord(def.writableWhile, name, grants, record));
  const belongs = (name: string): boolean => appliesToRecord(def.appliesTo, name, record);
  const slots: FormSlot[] = [];
  for (const [name, field] of Object.entries(def.attributes)) {
    if (!belongs(name)) continue;
    const editable = placement(field.readOnly, canWrite(name), mode);
    // A password is never displayed, only (re)set.
    if (editable === undefined || (field.kind === 'password' && !editable)) continue;
    const values = editable && viewer ? writableValuesFor(def, grants, name) : undefined;
    slots.push({ type: 'attribute', name, field, editable, ...(values ? { values } : {}) });
  }
  for (const [name, relation] of Object.entries(def.relationships)) {
    // An inverse to-many is owned by the other side (e.g. a licence's licensings).
    if ((relation.kind === 'toMany' && relation.inverse !== undefined) || !belongs(name)) continue;
    const editable = placement(relation.readOnly, canWrite(name), mode);
    if (editable === undefined) continue;
    slots.push({ type: 'relation', name, source: relationSource(name, relation), relation, editable });
  }
  return slots;
}

/** The form keys the editable slots hold: attributes (and a password's confirmation and proof) and relation sources. */
export function submittedKeys(slots: readonly FormSlot[]): Set<string> {
  const keys = new Set<string>();
  for (const slot of slots) {
    if (!slot.editable) continue;
    if (slot.type === 'relation') keys.add(slot.source);
    else {
      keys.add(slot.name);
      if (slot.field.kind === 'password' && slot.field.confirmation) keys.add(`${slot.name}Confirmation`);
      // The proof that changing one's own password needs (asked only on one's own record).
      if (slot.field.kind === 'password') keys.add(currentPasswordKey(slot.name));
    }
  }
  return keys;
}

/**
 * The submitted values cut to what the viewer may write on this record: a form never sends a
 * field the server would refuse, whatever else its values hold (record fields, defaults, prefill).
 */
export function onlyWritable(
  def: ResourceDef,
  mode: FormMode,
  viewer: ViewerFacts | undefined,
  data: Record<string, unknown>,
  record?: Record<string, unknown>,
): Record<string, unknown> {
  const keys = submittedKeys(formSlots(def, mode, viewer, record));
  return Object.fromEntries(Object.entries(data).filter(([key]) => keys.has(key)));
}

/**
 * What a generated form hands to the data provider (see useSubmitTransform): only what the viewer
 * may write on the record, and a blank password left out (it keeps the old one).
 */
export function submittedValues(...args: Parameters<typeof onlyWritable>): Record<string, unknown> {
  return withoutBlankPasswords(args[0], onlyWritable(...args));
}
