/**
 * A resource's screens from its definition. An override (from `resources/<name>/index.tsx`)
 * replaces only the screens it names; the rest stay generated.
 */
import type { ComponentType } from 'react';
import type { ResourceDef } from '../../resources/kit';
import { GeneratedCreate } from './GeneratedCreate';
import { GeneratedEdit } from './GeneratedEdit';
import { GeneratedList } from './GeneratedList';
import { GeneratedShow } from './GeneratedShow';
import { iconFor } from './icons';

export interface ScreenOverrides {
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
}

export interface ResourceScreens {
  name: string;
  list: ComponentType;
  edit: ComponentType;
  create: ComponentType;
  show: ComponentType;
  icon?: ComponentType;
}

export function generateScreens(def: ResourceDef, overrides: ScreenOverrides = {}): ResourceScreens {
  // Built once per definition so react-admin's routes see stable component identities.
  const ListScreen = (): ReturnType<typeof GeneratedList> => <GeneratedList def={def} />;
  const EditScreen = (): ReturnType<typeof GeneratedEdit> => <GeneratedEdit def={def} />;
  const CreateScreen = (): ReturnType<typeof GeneratedCreate> => <GeneratedCreate def={def} />;
  const ShowScreen = (): ReturnType<typeof GeneratedShow> => <GeneratedShow def={def} />;
  const icon = iconFor(def.icon);
  return {
    name: def.name,
    list: overrides.list ?? ListScreen,
    edit: overrides.edit ?? EditScreen,
    create: overrides.create ?? CreateScreen,
    show: overrides.show ?? ShowScreen,
    ...(icon ? { icon } : {}),
  };
}
