import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Edit, SimpleShowLayout, Toolbar, useRecordContext, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../../resources/kit';
import { RecordDocumentTitle, RecordPageTitle } from './DocumentTitle';
import { useRecordNotFound } from './useRecordNotFound';
import { GeneratedForm, type GeneratedFormExtras } from './GeneratedForm';
import { showFields } from './GeneratedShow';
import { recordIncludes } from './includes';
import { useSubmitTransform } from './useFormSlots';

export interface GeneratedEditExtras extends GeneratedFormExtras {
  /**
   * Records closed to editing (an archived user): they open read-only, their fields as on the
   * show screen with `readOnlyActions` below (Restore) and no Save.
   */
  readOnlyWhen?: (record: RaRecord) => boolean;
  readOnlyActions?: ReactNode;
}

function EditBody({ def, readOnlyWhen, readOnlyActions, inputs, before, extraInputs }: { def: ResourceDef } & GeneratedEditExtras): ReactElement | null {
  const record = useRecordContext();
  if (record && readOnlyWhen?.(record))
    return (
      <>
        <SimpleShowLayout>{showFields(def)}</SimpleShowLayout>
        {readOnlyActions && <Toolbar>{readOnlyActions}</Toolbar>}
      </>
    );
  return <GeneratedForm def={def} mode="edit" inputs={inputs} before={before} extraInputs={extraInputs} />;
}

/**
 * Edit screen. Pessimistic: the server has the last word (seat limits, unique names), so its
 * errors must reach the form before the page moves on, not after an undo window. It sends only
 * what the viewer may write on this record (useSubmitTransform).
 */
export function GeneratedEdit({ def, title, actions, after, transform, ...body }: { def: ResourceDef } & GeneratedEditExtras): ReactElement {
  const submitTransform = useSubmitTransform(def, 'edit', transform);
  const onError = useRecordNotFound();
  const queryOptions = useMemo(() => ({ meta: { include: recordIncludes(def) }, onError }), [def, onError]);
  return (
    <Edit
      resource={def.name}
      mutationMode="pessimistic"
      transform={submitTransform}
      queryOptions={queryOptions}
      title={title ?? <RecordPageTitle page="edit" />}
      {...(actions !== undefined ? { actions } : {})}
    >
      <RecordDocumentTitle />
      <EditBody def={def} {...body} />
      {after}
    </Edit>
  );
}
