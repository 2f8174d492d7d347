import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Edit, SimpleForm } from 'react-admin';
import type { ResourceDef } from '../../resources/kit';
import { withoutBlankPasswords } from './defaults';
import { GeneratedInputs } from './GeneratedInputs';
import { recordIncludes } from './includes';
import { kitResolver } from './kitResolver';

/**
 * Edit screen. Pessimistic: the server has the last word (seat limits, unique names), so its
 * errors must reach the form before the page moves on, not after an undo window.
 */
/** `after` renders below the form, inside the record's context (an override's extra panel). */
export function GeneratedEdit({ def, after }: { def: ResourceDef; after?: ReactNode }): ReactElement {
  const resolver = useMemo(() => kitResolver(def, 'edit'), [def]);
  const transform = useMemo(() => withoutBlankPasswords(def), [def]);
  const queryOptions = useMemo(() => ({ meta: { include: recordIncludes(def) } }), [def]);
  return (
    <Edit resource={def.name} mutationMode="pessimistic" transform={transform} queryOptions={queryOptions}>
      <SimpleForm resolver={resolver} noValidate>
        <GeneratedInputs def={def} mode="edit" />
      </SimpleForm>
      {after}
    </Edit>
  );
}
