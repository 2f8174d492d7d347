import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Edit, SimpleShowLayout, Toolbar, useBasename, useRecordContext, type RaRecord, type RedirectionSideEffect } from 'react-admin';
import type { ResourceDef } from '../../resources/kit';
import { RecordDocumentTitle, RecordPageTitle } from './DocumentTitle';
import { NOT_FOUND_PATH, useRecordNotFound } from './useRecordNotFound';
import { useNestedRoute } from './nestedRoute';
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
  /** Where saving goes (react-admin's redirect; default the resource's list). */
  redirect?: RedirectionSideEffect;
}

function EditBody({ def, readOnlyWhen, readOnlyActions, inputs, before, extraInputs }: { def: ResourceDef } & GeneratedEditExtras): ReactElement | null {
  const record = useRecordContext();
  const nest = useNestedRoute(def.name);
  const basename = useBasename();
  // Under a parent's address, a record of another parent is not there (as the API's nested path says).
  if (record && nest && String(record[nest.source]) !== nest.parentId) return <Navigate to={`${basename}${NOT_FOUND_PATH}`} replace />;
  const formInputs = nest ? { ...inputs, [nest.screen.relation]: null } : inputs;
  if (record && readOnlyWhen?.(record))
    return (
      <>
        <SimpleShowLayout>{showFields(def)}</SimpleShowLayout>
        {readOnlyActions && <Toolbar>{readOnlyActions}</Toolbar>}
      </>
    );
  return <GeneratedForm def={def} mode="edit" inputs={formInputs} before={before} extraInputs={extraInputs} />;
}

/**
 * Edit screen. Pessimistic: the server has the last word (seat limits, unique names), so its
 * errors must reach the form before the page moves on, not after an undo window. It sends only
 * what the viewer may write on this record (useSubmitTransform).
 */
export function GeneratedEdit({ def, title, actions, after, transform, redirect: given, ...body }: { def: ResourceDef } & GeneratedEditExtras): ReactElement {
  const submitTransform = useSubmitTransform(def, 'edit', transform);
  const nest = useNestedRoute(def.name);
  // Saving under a parent's address goes back to the parent's list of these records.
  const redirect = given ?? (nest ? () => nest.base : undefined);
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
      {...(redirect !== undefined ? { redirect } : {})}
    >
      <RecordDocumentTitle />
      <EditBody def={def} {...body} />
      {after}
    </Edit>
  );
}
