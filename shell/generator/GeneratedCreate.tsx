import type { ReactElement } from 'react';
import { Create, SaveButton, Toolbar } from 'react-admin';
import type { ResourceDef } from '../../resources/kit';
import { GeneratedForm, type GeneratedFormExtras } from './GeneratedForm';
import { nestedRecordPattern, useNestedRoute } from './nestedRoute';
import { fillRoute } from './RouteLink';
import { NestedRecordActions } from './NestedListParts';
import { useSubmitTransform } from './useFormSlots';

/**
 * Save stays enabled on a pristine form: pressing it is how a user learns which fields are
 * required (a disabled button explains nothing, and screen readers skip it).
 */
const CreateToolbar = (): ReactElement => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

/**
 * Create screen; after saving, react-admin moves from `/new` to the edit route, `/{id}`, which
 * redirects to `/{id}/edit` (seed 2.6; see `pages/RedirectToEdit.tsx`). It offers and sends only
 * what the viewer may write (formFields.ts, defaults.ts, useSubmitTransform). Under a parent's
 * address (nestedRoute.tsx) the parent is filled in, not offered, and the edit route is the
 * parent's too: `/meetings/4/attendees/new` moves to `/meetings/4/attendees/{id}/edit`.
 */
export interface GeneratedCreateExtras extends GeneratedFormExtras {
  /** Values the form starts with (a story world's type); the nested parent is added to them. */
  defaults?: Record<string, unknown>;
  /** Where saving goes, given the new id (default its edit route). */
  redirectTo?: (id: string) => string;
}

export function GeneratedCreate({ def, title, actions, inputs, before, extraInputs, after, transform, defaults, redirectTo }: { def: ResourceDef } & GeneratedCreateExtras): ReactElement {
  const submitTransform = useSubmitTransform(def, 'create', transform);
  const nest = useNestedRoute(def.name);
  const goTo = redirectTo ?? (nest ? (id: string) => fillRoute(nestedRecordPattern(nest.screen), {}, { parentId: nest.parentId, id }) : undefined);
  const record = nest ? { ...defaults, [nest.source]: nest.parentId } : defaults;
  const nested = {
    ...(record ? { record } : {}),
    redirect: goTo ? (_resource?: string, id?: unknown) => goTo(String(id)) : ('edit' as const),
  };
  const formInputs = nest ? { ...inputs, [nest.screen.relation]: null } : inputs;
  // Under a parent, the way back is to its list of these records.
  const shownActions = actions ?? (nest ? <NestedRecordActions nest={nest} /> : undefined);
  return (
    <Create resource={def.name} transform={submitTransform} {...nested} {...(title ? { title } : {})} {...(shownActions !== undefined ? { actions: shownActions } : {})}>
      <GeneratedForm def={def} mode="create" toolbar={<CreateToolbar />} inputs={formInputs} before={before} extraInputs={extraInputs} />
      {after}
    </Create>
  );
}
