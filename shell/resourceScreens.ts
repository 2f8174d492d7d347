import { createElement, Fragment, type ComponentType, type ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import { RESOURCES } from '../resources';
import { ResourceDocumentTitle } from './generator/DocumentTitle';
import { recordRepresentation } from './generator/RecordTitle';
import { generateScreens, type ResourceScreens } from './generator/generateScreens';
import { SCREEN_OVERRIDES } from './overrides';

export interface ShellResource extends ResourceScreens {
  /** react-admin's record representation, from the kit's title rule. */
  representation: ((record: RaRecord) => string) | ReactElement;
}

/**
 * A list or create screen with its document title, generated or overridden alike. Record screens
 * (edit, show) set theirs inside the record's context, where the record is known.
 */
function titled(resource: string, page: 'list' | 'create', Screen: ComponentType): ComponentType {
  const Titled = (): ReactElement => createElement(Fragment, null, createElement(ResourceDocumentTitle, { resource, page }), createElement(Screen));
  Titled.displayName = `Titled(${resource}.${page})`;
  return Titled;
}

/** Every kit resource's screens, generated once at start-up. */
export const RESOURCE_SCREENS: readonly ShellResource[] = RESOURCES.map((def) => {
  const screens = generateScreens(def, SCREEN_OVERRIDES[def.name]);
  return {
    ...screens,
    list: titled(def.name, 'list', screens.list),
    create: titled(def.name, 'create', screens.create),
    representation: recordRepresentation(def),
  };
});
