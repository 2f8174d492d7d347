/**
 * For every persona of the test world and every resource it may create: what the generated
 * create form sends holds only the fields that persona's grants may write, with values they may
 * write (issue 9, defect 2: a school admin's form sent `permissions`, a parent's sent `role:
 * teacher`). The form's own computation (formSlots, createDefaults, kitResolver, submittedValues,
 * then the data provider's serialiser) is checked against the kit's grants without rendering;
 * real renders that press Save, one per kind of outcome, are in formsByRole.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources';
import { currentPasswordKey, grantsFor, type ResourceDef } from '../../resources/kit';
import type { Viewer } from '../../authProvider';
import { resolveResource } from '../../dataProvider/resolve';
import { toResourceObject } from '../../dataProvider/serialize';
import { disallowedValues, requiredEntries, unwritableFields } from '../../tests/ui/createFormValues';
import { PERSONA_VIEWERS } from '../../tests/ui/viewers';
import { createDefaults } from './defaults';
import { formSlots, submittedKeys, submittedValues } from './formFields';
import { kitResolver } from './kitResolver';
import { relationSource } from './labels';

type Case = [persona: string, resource: string, v: Viewer, def: ResourceDef];

/** Every persona with every resource it holds a create grant on. */
const cases: Case[] = Object.entries(PERSONA_VIEWERS).flatMap(([persona, v]) =>
  RESOURCES.filter((def) => grantsFor(def.access.create, v).length > 0).map((def): Case => [persona, def.name, v, def]),
);

/** The resource object the form's data provider would POST for these form values. */
const posted = (def: ResourceDef, v: Viewer, values: Record<string, unknown>) => toResourceObject(resolveResource(def.name), submittedValues(def, 'create', v, values));

/**
 * Every key a create form's values could hold, whatever put it there (defaults, a prefilled
 * address, a record copied in): each attribute with a password's confirmation and proof, each
 * relation's source, and a key no definition knows.
 */
function everyKey(def: ResourceDef): Record<string, unknown> {
  const values: Record<string, unknown> = { notAField: 'x' };
  for (const [name, field] of Object.entries(def.attributes)) {
    values[name] = field.kind === 'password' ? 'secret123' : 'x';
    if (field.kind === 'password') Object.assign(values, { [`${name}Confirmation`]: 'secret123', [currentPasswordKey(name)]: 'secret0' });
  }
  for (const [name, rel] of Object.entries(def.relationships)) values[relationSource(name, rel)] = rel.kind === 'toOne' ? '1' : ['1'];
  return values;
}

const RESOLVER_OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

describe('generated create forms send only what the viewer may write', () => {
  it('covers every persona of the test world', () => {
    expect(new Set(cases.map(([persona]) => persona))).toEqual(new Set(Object.keys(PERSONA_VIEWERS)));
  });

  it.each(cases)('%s creating %s: no field its grants may not write, whatever the form holds', (_persona, _name, v, def) => {
    expect(unwritableFields(def, v, posted(def, v, everyKey(def)))).toEqual([]);
  });

  it.each(cases)('%s creating %s: its defaults and what a person fills in pass validation and are allowed', async (_persona, _name, v, def) => {
    const slots = formSlots(def, 'create', v);
    const filled = { ...createDefaults(slots), ...requiredEntries(def, v) };
    // The form would not send at all otherwise (a render's Save would show errors instead).
    expect((await kitResolver(def, 'create', submittedKeys(slots))(filled, undefined, RESOLVER_OPTIONS)).errors).toEqual({});
    const body = posted(def, v, filled);
    expect(unwritableFields(def, v, body)).toEqual([]);
    expect(disallowedValues(def, v, body)).toEqual([]);
  });
});
