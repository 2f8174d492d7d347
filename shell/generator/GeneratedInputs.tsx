/** The body of a generated create or edit form: an input per field the viewer may write, the rest read-only. */
import type { ReactElement } from 'react';
import { Labeled, useRecordContext } from 'react-admin';
import { resourceByName } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { AttributeInput } from './AttributeInput';
import { formSlots, type FormMode, type FormSlot } from './formFields';
import { RelationInput } from './RelationInput';
import { attributeValue, relationValue } from './values';
import { useViewerFacts } from './viewer';

function slotElement(def: ResourceDef, slot: FormSlot, mode: FormMode): ReactElement | null {
  if (slot.type === 'attribute') {
    if (slot.editable) return <AttributeInput key={slot.name} resource={def.name} name={slot.name} field={slot.field} mode={mode} />;
    const display = attributeValue(def.name, slot.name, slot.field);
    return display && <Labeled key={slot.name}>{display}</Labeled>;
  }
  const target = resourceByName(slot.relation.resource);
  if (!target) return null;
  if (slot.editable) return <RelationInput key={slot.name} resource={def.name} name={slot.name} relation={slot.relation} target={target} />;
  return <Labeled key={slot.name}>{relationValue(def.name, slot.name, slot.relation, target)}</Labeled>;
}

export function GeneratedInputs({ def, mode }: { def: ResourceDef; mode: FormMode }): ReactElement {
  const viewer = useViewerFacts();
  const record = useRecordContext();
  return <>{formSlots(def, mode, viewer, record).map((slot) => slotElement(def, slot, mode))}</>;
}
