/** Console overrides of the audit trail: the generated list, with each action in words. */
import type { ReactElement } from 'react';
import type { ResourceDef } from '../../../resources/kit';
import { audit_entries } from '../../../resources/audit_entries/schema';
import type { ScreenOverrides } from '../../generator/generateScreens';
import { GeneratedList } from '../../generator/GeneratedList';
import { auditActionColumn } from '../organizations/AuditAction';

const def: ResourceDef = audit_entries;
const ACTION_COLUMN = auditActionColumn();

function AuditEntriesList(): ReactElement {
  return <GeneratedList def={def} extraColumns={ACTION_COLUMN} />;
}

export const auditEntriesScreens: ScreenOverrides = { list: AuditEntriesList };
