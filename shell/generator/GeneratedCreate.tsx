import type { ReactElement } from 'react';
import { Create, SaveButton, Toolbar } from 'react-admin';
import type { ResourceDef } from '../../resources/kit';
import { GeneratedForm, type GeneratedFormExtras } from './GeneratedForm';
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
 * what the viewer may write (formFields.ts, defaults.ts, useSubmitTransform).
 */
export function GeneratedCreate({ def, title, actions, inputs, before, extraInputs, after, transform }: { def: ResourceDef } & GeneratedFormExtras): ReactElement {
  const submitTransform = useSubmitTransform(def, 'create', transform);
  return (
    <Create resource={def.name} redirect="edit" transform={submitTransform} {...(title ? { title } : {})} {...(actions !== undefined ? { actions } : {})}>
      <GeneratedForm def={def} mode="create" toolbar={<CreateToolbar />} inputs={inputs} before={before} extraInputs={extraInputs} />
      {after}
    </Create>
  );
}
