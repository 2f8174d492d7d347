import { useMemo, type ReactElement } from 'react';
import { Create, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { ResourceDef } from '../../resources/kit';
import { createDefaults } from './defaults';
import { GeneratedInputs } from './GeneratedInputs';
import { kitResolver } from './kitResolver';

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
 * redirects to `/{id}/edit` (seed 2.6; see `pages/RedirectToEdit.tsx`).
 * `noValidate`: the browser's own bubbles (from min/max/type) would block submission with
 * untranslated text before the kit's messages could show.
 */
export function GeneratedCreate({ def }: { def: ResourceDef }): ReactElement {
  const resolver = useMemo(() => kitResolver(def, 'create'), [def]);
  const defaults = useMemo(() => createDefaults(def), [def]);
  return (
    <Create resource={def.name} redirect="edit">
      <SimpleForm resolver={resolver} defaultValues={defaults} toolbar={<CreateToolbar />} noValidate>
        <GeneratedInputs def={def} mode="create" />
      </SimpleForm>
    </Create>
  );
}
