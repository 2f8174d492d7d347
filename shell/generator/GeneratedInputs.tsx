/** The body of a generated create or edit form: an input per field the viewer may write, the rest read-only. */
import { Fragment, type ReactElement } from 'react';
import { Labeled } from 'react-admin';
import { resourceByName } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { AttributeInput } from './AttributeInput';
import type { FormMode, FormSlot } from './formFields';
import { RelationInput } from './RelationInput';
import { attributeValue, relationValue } from './values';

/**
 * An override's own input for a field, keyed by field name: used where the viewer may write the
 * field (read-only fields stay generated displays); `null` leaves the field out of the layout
 * (the override places it elsewhere; what it holds is still submitted when writable).
 */
export type InputOverrides = Readonly<Record<string, ReactElement | null>>;

function slotElement(def: ResourceDef, slot: FormSlot, mode: FormMode, inputs: InputOverrides): ReactElement | null {
  const override = inputs[slot.name];
  if (override === null) return null;
  if (slot.editable && override) return <Fragment key={slot.name}>{override}</Fragment>;
  if (slot.type === 'attribute') {
    if (slot.editable)
      return <AttributeInput key={slot.name} resource={def.name} name={slot.name} field={slot.field} mode={mode} {...(slot.values ? { values: slot.values } : {})} />;
    const display = attributeValue(def.name, slot.name, slot.field);
    return display && <Labeled key={slot.name}>{display}</Labeled>;
  }
  const target = resourceByName(slot.relation.resource);
  if (!target) return null;
  if (slot.editable) return <RelationInput key={slot.name} resource={def.name} name={slot.name} relation={slot.relation} target={target} />;
  return <Labeled key={slot.name}>{relationValue(def.name, slot.name, slot.relation, target)}</Labeled>;
}

export function GeneratedInputs({ def, mode, slots, inputs = {} }: { def: ResourceDef; mode: FormMode; slots: readonly FormSlot[]; inputs?: InputOverrides }): ReactElement {
  return <>{slots.map((slot) => slotElement(def, slot, mode, inputs))}</>;
}
