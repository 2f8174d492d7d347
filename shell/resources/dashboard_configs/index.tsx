/**
 * Console overrides of the teacher dashboard configurations (dashboard_admin; seed 2.6 and 6):
 * the generated create and edit forms, with the ordered `items` list as ticks and move buttons
 * instead of a multi-select, which cannot say the order.
 */
import type { ReactElement } from 'react';
import type { ResourceDef } from '../../../resources/kit';
import { dashboard_configs } from '../../../resources/dashboard_configs/schema';
import type { ScreenOverrides } from '../../generator/generateScreens';
import { GeneratedCreate } from '../../generator/GeneratedCreate';
import { GeneratedEdit } from '../../generator/GeneratedEdit';
import type { InputOverrides } from '../../generator/GeneratedInputs';
import { DashboardItemsInput } from './DashboardItemsInput';

const def: ResourceDef = dashboard_configs;
const INPUTS: InputOverrides = { items: <DashboardItemsInput /> };

export function DashboardConfigCreate(): ReactElement {
  return <GeneratedCreate def={def} inputs={INPUTS} />;
}

export function DashboardConfigEdit(): ReactElement {
  return <GeneratedEdit def={def} inputs={INPUTS} />;
}

export const dashboardConfigsScreens: ScreenOverrides = { create: DashboardConfigCreate, edit: DashboardConfigEdit };
