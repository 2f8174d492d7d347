/** Console overrides of organisations: the generated screens plus the licensing history. */
import type { ReactElement } from 'react';
import type { ResourceDef } from '../kit';
import type { ScreenOverrides } from '../../shell/generator/generateScreens';
import { GeneratedEdit } from '../../shell/generator/GeneratedEdit';
import { GeneratedShow } from '../../shell/generator/GeneratedShow';
import { organizations } from './schema';
import { AuditTrail } from './AuditTrail';

const def = organizations as unknown as ResourceDef;

function OrganizationEdit(): ReactElement {
  return <GeneratedEdit def={def} after={<AuditTrail />} />;
}

function OrganizationShow(): ReactElement {
  return <GeneratedShow def={def} after={<AuditTrail />} />;
}

export const organizationsScreens: ScreenOverrides = { edit: OrganizationEdit, show: OrganizationShow };
