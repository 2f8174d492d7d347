import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Edit, SimpleShowLayout, Toolbar, useBasename, useRecordContext, type RaRecord, type RedirectionSideEffect } from 'react-admin';
import type { ResourceDef } from '../../resources/kit';
import { RecordDocumentTitle, RecordPageTitle } from './DocumentTitle';
import { NOT_FOUND_PATH, useRecordNotFound } from './useRecordNotFound';
import { useNestedRoute } from './nestedRoute';
import { NestedFormToolbar, NestedRecordActions } from './NestedListParts';
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
  /** The records this screen is for; another opens the not-found page (a story world's page, given another content item). */
  accepts?: (record: RaRecord) => boolean;
  /** What the record is called here, when not its resource's label (a story world is a content item), in the titles. */
  kindLabel?: { one: string; many: string };
  /** The form's toolbar, replacing Save and Delete to the list (a story world's item returns to its world). */
  toolbar?: ReactElement;
}

function EditBody({ def, readOnlyWhen, readOnlyActions, inputs, before, extraInputs, accepts, toolbar }: { def: ResourceDef } & GeneratedEditExtras): ReactElement | null {
  const record = useRecordContext();
  const nest = useNestedRoute(def.name);
  const basename = useBasename();
  // Under a parent's address, a record of another parent is not there (as the API's nested path says).
  const foreign = record !== undefined && ((nest !== null && String(record[nest.source]) !== nest.parentId) || (accepts !== undefined && !accepts(record)));
  if (foreign) return <Navigate to={`${basename}${NOT_FOUND_PATH}`} replace />;
  const formInputs = nest ? { ...inputs, [nest.screen.relation]: null } : inputs;
  if (record && readOnlyWhen?.(record))
    return (
      <>
        <SimpleShowLayout>{showFields(def)}</SimpleShowLayout>
        {readOnlyActions && <Toolbar>{readOnlyActions}</Toolbar>}
      </>
    );
  const shownToolbar = toolbar ?? (nest ? <NestedFormToolbar nest={nest} /> : undefined);
  return <GeneratedForm def={def} mode="edit" inputs={formInputs} before={before} extraInputs={extraInputs} {...(shownToolbar ? { toolbar: shownToolbar } : {})} />;
}

/**
 * Edit screen. Pessimistic: the server has the last word (seat limits, unique names), so its
 * errors must reach the form before the page moves on, not after an undo window. It sends only
 * what the viewer may write on this record (useSubmitTransform).
 */
export function GeneratedEdit({ def, title, actions, after, transform, redirect: given, kindLabel, ...body }: { def: ResourceDef } & GeneratedEditExtras): ReactElement {
  const submitTransform = useSubmitTransform(def, 'edit', transform);
  const nest = useNestedRoute(def.name);
  // Saving under a parent's address goes back to the parent's list of these records.
  const redirect = given ?? (nest ? () => nest.base : undefined);
  // There, the way back is to that list; the resource's own show page would leave the address.
  const shownActions = actions ?? (nest ? <NestedRecordActions nest={nest} /> : undefined);
  const onError = useRecordNotFound();
  const queryOptions = useMemo(() => ({ meta: { include: recordIncludes(def) }, onError }), [def, onError]);
  return (
    <Edit
      resource={def.name}
      mutationMode="pessimistic"
      transform={submitTransform}
      queryOptions={queryOptions}
      title={title ?? <RecordPageTitle page="edit" {...(kindLabel ? { name: kindLabel.one } : {})} />}
      {...(shownActions !== undefined ? { actions: shownActions } : {})}
      {...(redirect !== undefined ? { redirect } : {})}
    >
      <RecordDocumentTitle {...(kindLabel ? { section: kindLabel.many } : {})} />
      <EditBody def={def} {...body} />
      {after}
    </Edit>
  );
}
