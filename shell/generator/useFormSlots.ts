/**
 * A generated form's slots for the signed-in viewer (see formFields.ts), and the clean-up of
 * what it submits. Undefined while the viewer's permissions load: a create form must not start
 * from defaults computed for "anyone" and then send them.
 */
import { useMemo } from 'react';
import { usePermissions, useRecordContext } from 'react-admin';
import type { ResourceDef, ViewerFacts } from '../../resources/kit';
import { formSlots, submittedValues, type FormMode, type FormSlot } from './formFields';
import { isViewerFacts } from './viewer';

export interface ViewerState {
  /** False while the viewer's permissions load. */
  known: boolean;
  /** Undefined without an auth provider: the form offers everything and the server decides. */
  viewer: ViewerFacts | undefined;
}

export function useViewerState(): ViewerState {
  const { permissions, isPending } = usePermissions<unknown>();
  return useMemo(() => ({ known: !isPending, viewer: isViewerFacts(permissions) ? permissions : undefined }), [permissions, isPending]);
}

/** Slots for the record in context (edit) or none (create); undefined until the viewer is known. */
export function useFormSlots(def: ResourceDef, mode: FormMode): FormSlot[] | undefined {
  const { known, viewer } = useViewerState();
  const record = useRecordContext();
  return useMemo(() => (known ? formSlots(def, mode, viewer, record) : undefined), [def, mode, known, viewer, record]);
}

export type Transform = (data: Record<string, unknown>) => Record<string, unknown>;
type SubmitTransform = (data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) => Record<string, unknown>;

/**
 * What a generated form hands to the data provider: submittedValues (formFields.ts), then the
 * override's own transform. react-admin passes the stored record as `previousData` on edit.
 */
export function useSubmitTransform(def: ResourceDef, mode: FormMode, extra?: Transform): SubmitTransform {
  const { viewer } = useViewerState();
  return useMemo(
    () =>
      (data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }): Record<string, unknown> => {
        const written = submittedValues(def, mode, viewer, data, options?.previousData);
        return extra ? extra(written) : written;
      },
    [def, mode, viewer, extra],
  );
}
