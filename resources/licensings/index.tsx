/** Console overrides of licensings: the generated edit screen plus the licensing actions panel. */
import type { ReactElement } from 'react';
import type { ResourceDef } from '../kit';
import type { ScreenOverrides } from '../../shell/generator/generateScreens';
import { GeneratedEdit } from '../../shell/generator/GeneratedEdit';
import { licensings } from './schema';
import { LicensingActions } from './LicensingActions';

const def = licensings as unknown as ResourceDef;

function LicensingEdit(): ReactElement {
  return <GeneratedEdit def={def} after={<LicensingActions />} />;
}

export const licensingsScreens: ScreenOverrides = { edit: LicensingEdit };
