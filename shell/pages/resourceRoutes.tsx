/**
 * A kit resource's routes (list, create, show, and its edit screen at `{id}/edit`), as
 * `ShellAdmin` registers them. A route-table page may share its address with a resource
 * (`collections`, `favourites`): `RoutePage` renders these routes instead for the viewers the
 * page is not for (a collections manager's Collections entry leads to the generated screens).
 */
import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { Resource } from 'react-admin';
import { resourceByName } from '../../resources';
import type { ShellResource } from '../resourceScreens';
import { RedirectToEdit } from './RedirectToEdit';

/** Where a record's edit screen lives: `/{resource}/{id}/edit` (its bare id path redirects here). */
export const EDIT_ROUTE = ':id/edit/*';

function creatable(name: string): boolean {
  return resourceByName(name)?.access.create?.nobody !== true;
}

export function resourceRoutes(screens: ShellResource): ReactElement {
  return (
    <Resource
      key={screens.name}
      name={screens.name}
      list={screens.list}
      edit={RedirectToEdit}
      // Only what someone may create gets a create route: a read-only list (the audit trail)
      // offers no "Do you want to add one?" and no Create button when empty.
      {...(creatable(screens.name) ? { create: screens.create } : {})}
      show={screens.show}
      icon={screens.icon}
      recordRepresentation={screens.representation}
    >
      <Route path={EDIT_ROUTE} element={<screens.edit />} />
    </Resource>
  );
}
