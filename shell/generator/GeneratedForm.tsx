/**
 * The form inside a generated Create or Edit: the kit's validation, the viewer's inputs, an
 * override's extra pieces, and a submit that names refused fields (serverErrors.ts).
 * `noValidate`: the browser's own bubbles (from min/max/type) would block submission with
 * untranslated text before the kit's messages could show.
 */
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { SimpleForm } from 'react-admin';
import type { ResourceDef } from '../../resources/kit';
import { createDefaults } from './defaults';
import { submittedKeys, type FormMode, type FormSlot } from './formFields';
import { GeneratedInputs, type InputOverrides } from './GeneratedInputs';
import { kitResolver } from './kitResolver';
import { useNamingSave } from './serverErrors';
import { useFormSlots, type Transform } from './useFormSlots';

/** What an override may add to a generated create or edit screen without writing it again. */
export interface GeneratedFormExtras {
  title?: ReactElement;
  /** The toolbar above the form, replacing react-admin's default. */
  actions?: ReactElement | false;
  /** Its own input for a field, or null to leave the field out of the layout (see InputOverrides). */
  inputs?: InputOverrides;
  /** Inside the form, above the generated inputs (an explanation). */
  before?: ReactNode;
  /** Inside the form, after the generated inputs: inputs the override lays out itself. */
  extraInputs?: ReactNode;
  /** Below the form, inside the record's context (an extra panel). */
  after?: ReactNode;
  /** Applied to the submitted values after the generated clean-up (see useSubmitTransform). */
  transform?: Transform;
}

interface GeneratedFormProps extends Pick<GeneratedFormExtras, 'inputs' | 'before' | 'extraInputs'> {
  def: ResourceDef;
  mode: FormMode;
  toolbar?: ReactElement;
  /**
   * A dialog's few fields: only these, of those the viewer may write, in this order, without the
   * read-only rest an edit screen shows. The record's other values are still submitted.
   */
  fields?: readonly string[];
}

function chosenSlots(slots: readonly FormSlot[], fields: readonly string[]): FormSlot[] {
  const writable = new Map(slots.filter((slot) => slot.editable).map((slot) => [slot.name, slot]));
  return fields.flatMap((name) => writable.get(name) ?? []);
}

/** Rendered once the viewer is known, so a create form's defaults are theirs (defaults.ts). */
export function GeneratedForm({ def, mode, toolbar, inputs, before, extraInputs, fields }: GeneratedFormProps): ReactElement | null {
  const allSlots = useFormSlots(def, mode);
  const slots = useMemo(() => (fields && allSlots ? chosenSlots(allSlots, fields) : allSlots), [allSlots, fields]);
  const resolver = useMemo(() => kitResolver(def, mode, slots && submittedKeys(slots)), [def, mode, slots]);
  const defaults = useMemo(() => (mode === 'create' && slots ? createDefaults(slots) : undefined), [mode, slots]);
  const onSubmit = useNamingSave(def.name);
  if (!slots) return null;
  return (
    <SimpleForm resolver={resolver} onSubmit={onSubmit} noValidate {...(defaults ? { defaultValues: defaults } : {})} {...(toolbar ? { toolbar } : {})}>
      {before}
      <GeneratedInputs def={def} mode={mode} slots={slots} {...(inputs ? { inputs } : {})} />
      {extraInputs}
    </SimpleForm>
  );
}
