/**
 * What a generated create form holds and what it may send, without rendering it: the values a
 * person fills in, and the independent check (the kit's grants, not the form's own rule) that a
 * sent request writes only what the viewer's grants allow. Used by createForm.tsx's real renders
 * and by the per-persona tables in shell/generator/formsByRole.test.ts.
 */
import type { Viewer } from '../../authProvider';
import { defaultWithin, grantsFor, ruleMatches, wireName, writableFor, writableValuesFor, type ResourceDef } from '../../resources/kit';
import { sampleAttributes } from '../support/sampleValues';

/** Whether one of the viewer's create grants may write the field. */
export function mayCreateWith(def: ResourceDef, v: Viewer, name: string): boolean {
  return grantsFor(def.access.create, v).some((g) => {
    const w = writableFor(g, def.writable);
    return w === '*' || w.includes(name);
  });
}

/**
 * What a person fills in: every required field the viewer may write that has no default (a
 * sample value; a to-one gets id 1), and those some records need (kit `requiredWhen`: a parent's
 * new home student), whichever record the defaults make. Values come in through react-admin's
 * `?source=` prefill.
 */
export function requiredEntries(def: ResourceDef, v: Viewer): Record<string, unknown> {
  const samples = sampleAttributes(def, 3);
  const grants = grantsFor(def.access.create, v);
  // The record the form's defaults describe, as far as requiredWhen tests it (a parent's new user is a home student).
  const newRecord = Object.fromEntries(Object.entries(def.attributes).map(([name, field]) => [name, defaultWithin(field.default, writableValuesFor(def, grants, name))]));
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(def.attributes)) {
    const needed = (field.required && field.default === undefined) || ruleMatches(def.requiredWhen[name], newRecord);
    if (!needed || field.readOnly || !mayCreateWith(def, v, name)) continue;
    out[name] = samples[wireName(name, field)];
  }
  for (const [name, rel] of Object.entries(def.relationships)) {
    if (rel.kind === 'toOne' && rel.required && !rel.readOnly && mayCreateWith(def, v, name)) out[`${name}Id`] = '1';
  }
  return out;
}

/** A POST body's resource object, as the data provider sends it. */
export interface SentResource {
  attributes: Record<string, unknown>;
  relationships?: Record<string, unknown>;
}

/** App field names by wire name; a password's confirmation and proof (`current_…`) under their password. */
function wireToName(def: ResourceDef): Map<string, string> {
  const map = new Map<string, string>();
  for (const [name, field] of Object.entries(def.attributes)) {
    map.set(wireName(name, field), name);
    map.set(`${wireName(name, field)}_confirmation`, name);
    if (field.kind === 'password') map.set(`current_${wireName(name, field)}`, name);
  }
  for (const [name, rel] of Object.entries(def.relationships)) map.set(wireName(name, rel), name);
  return map;
}

/** Wire names in a sent resource that none of the viewer's create grants may write. */
export function unwritableFields(def: ResourceDef, v: Viewer, sent: SentResource): string[] {
  const names = wireToName(def);
  return [...Object.keys(sent.attributes), ...Object.keys(sent.relationships ?? {})].filter((wire) => !mayCreateWith(def, v, names.get(wire) ?? wire));
}

/** Sent values (or list items) outside those the viewer's create grants may write, as `wire=value`. */
export function disallowedValues(def: ResourceDef, v: Viewer, sent: SentResource): string[] {
  const names = wireToName(def);
  const grants = grantsFor(def.access.create, v);
  return Object.entries(sent.attributes).flatMap(([wire, value]) => {
    const allowed = writableValuesFor(def, grants, names.get(wire) ?? wire);
    return allowed ? [value].flat().filter((x) => !allowed.includes(String(x))).map((x) => `${wire}=${String(x)}`) : [];
  });
}
