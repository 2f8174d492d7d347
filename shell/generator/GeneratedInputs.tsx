/** The body of a generated create or edit form: an input per field the viewer may write, the rest read-only. */
import { Fragment, type ReactElement } from 'react';
import { Labeled } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { resourceByName } from '../../resources';
import { appliesToRecord, ruleMatches, type AppliesTo, type ResourceDef } from '../../resources/kit';
import { AttributeInput, type AttributeInputProps } from './AttributeInput';
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
    if (slot.editable) {
      const props: AttributeInputProps = { resource: def.name, name: slot.name, field: slot.field, mode, ...(slot.values ? { values: slot.values } : {}) };
      const rule = def.requiredWhen[slot.name];
      return rule ? <RequiredWhile key={slot.name} rule={rule} {...props} /> : <AttributeInput key={slot.name} {...props} />;
    }
    const display = attributeValue(def.name, slot.name, slot.field);
    return display && <Labeled key={slot.name}>{display}</Labeled>;
  }
  const target = resourceByName(slot.relation.resource);
  if (!target) return null;
  if (slot.editable) return <RelationInput key={slot.name} resource={def.name} name={slot.name} relation={slot.relation} target={target} />;
  return <Labeled key={slot.name}>{relationValue(def.name, slot.name, slot.relation, target)}</Labeled>;
}

/**
 * A field that belongs only to some records (kit `appliesTo`), shown while the form's values say
 * it belongs: a new user's age appears once their role is a child's. What it holds is still
 * submitted when writable, as before.
 */
function WhileApplies({ name, rule, children }: { name: string; rule: AppliesTo; children: ReactElement }): ReactElement | null {
  const value: unknown = useWatch({ name: rule.field });
  return appliesToRecord({ [name]: rule }, name, { [rule.field]: value }) ? children : null;
}

/** Marks an input required while the form's values say the record needs it (kit `requiredWhen`). */
function RequiredWhile({ rule, ...props }: AttributeInputProps & { rule: AppliesTo }): ReactElement {
  const value: unknown = useWatch({ name: rule.field });
  return <AttributeInput {...props} requiredOnRecord={ruleMatches(rule, { [rule.field]: value })} />;
}

function placed(def: ResourceDef, slot: FormSlot, mode: FormMode, inputs: InputOverrides): ReactElement | null {
  const element = slotElement(def, slot, mode, inputs);
  const rule = def.appliesTo[slot.name];
  if (!element || !rule) return element;
  return (
    <WhileApplies key={slot.name} name={slot.name} rule={rule}>
      {element}
    </WhileApplies>
  );
}

export function GeneratedInputs({ def, mode, slots, inputs = {} }: { def: ResourceDef; mode: FormMode; slots: readonly FormSlot[]; inputs?: InputOverrides }): ReactElement {
  return <>{slots.map((slot) => placed(def, slot, mode, inputs))}</>;
}
