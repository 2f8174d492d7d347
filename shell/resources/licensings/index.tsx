/** Console overrides of licensings: the generated edit screen plus the licensing actions panel. */
import type { ReactElement } from 'react';
import type { ResourceDef } from '../../../resources/kit';
import type { ScreenOverrides } from '../../generator/generateScreens';
import { GeneratedEdit } from '../../generator/GeneratedEdit';
import { licensings } from '../../../resources/licensings/schema';
import { LicensingActions } from './LicensingActions';

const def: ResourceDef = licensings;

function LicensingEdit(): ReactElement {
  return <GeneratedEdit def={def} after={<LicensingActions />} />;
}

export const licensingsScreens: ScreenOverrides = { edit: LicensingEdit };
