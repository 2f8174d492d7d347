import type { ReactElement } from 'react';
import { FunctionField, useTranslate, type RaRecord } from 'react-admin';
import { auditActionKey } from './auditActions';

/** An audit entry's action in words ("Added a supplementary seat"); an unknown code as stored. */
export function AuditActionText({ action }: { action: string }): ReactElement {
  const translate = useTranslate();
  const key = auditActionKey(action);
  return <>{key ? translate(key, { _: action }) : action}</>;
}

/** The action as a list column (an element: Datagrid reads its label from its props). */
export function auditActionColumn(): ReactElement {
  return (
    <FunctionField
      key="action"
      source="action"
      label="resources.audit_entries.fields.action"
      sortable={false}
      render={(record: RaRecord) => <AuditActionText action={String(record.action ?? '')} />}
    />
  );
}
