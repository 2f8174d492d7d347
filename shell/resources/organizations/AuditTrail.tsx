import type { ReactElement } from 'react';
import { Datagrid, FunctionField, RecordContextProvider, ReferenceManyField, useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { relationSource, type ResourceDef } from '../../../resources/kit';
import { attributeValue, relationValue } from '../../generator/values';
import { fieldLabel } from '../../generator/labels';
import { audit_entries } from '../../../resources/audit_entries/schema';
import { licenses } from '../../../resources/licenses/schema';
import { licensings } from '../../../resources/licensings/schema';
import { auditActionColumn } from './AuditAction';
import { auditChanges } from './auditChanges';

const def: ResourceDef = audit_entries;

/** An entry's attribute as every generated screen shows its kind (dates, translated states). */
function field(name: string): ReactElement | null {
  const attribute = def.attributes[name];
  return attribute ? attributeValue(def.name, name, attribute) : null;
}

const licensing: ResourceDef = licensings;
const LICENSE_SOURCE = relationSource('license', licensings.relationships.license);

/**
 * A licensing field's value in an entry's before or after, shown as the licensing's own screens
 * show it: a state or an offer in words, a date in the interface's format, the licence by name.
 */
function SnapshotValue({ field, value }: { field: string; value: unknown }): ReactElement {
  const attribute = licensing.attributes[field];
  const shown = field === LICENSE_SOURCE ? relationValue('licensings', 'license', licensings.relationships.license, licenses) : attribute ? attributeValue('licensings', field, attribute) : null;
  if (value === null) return <>—</>;
  if (!shown) return <>{String(value)}</>;
  return <RecordContextProvider value={{ id: field, [field]: value }}>{shown}</RecordContextProvider>;
}

function Changes({ record }: { record: RaRecord }): ReactElement {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {auditChanges(record.before, record.after).map((c) => (
        <li key={c.field}>
          {translate(fieldLabel('licensings', c.field), { _: c.field })}: <SnapshotValue field={c.field} value={c.from} /> → <SnapshotValue field={c.field} value={c.to} />
        </li>
      ))}
    </Box>
  );
}

/** The organisation's licensing history, newest first, for those who may read it. */
export function AuditTrail(): ReactElement | null {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ action: 'list', resource: 'audit_entries' });
  if (!canAccess) return null;
  return (
    <Box component="section" aria-labelledby="audit-trail-title" sx={{ px: 2, pb: 2 }}>
      <Typography id="audit-trail-title" variant="h6" component="h2" gutterBottom>
        {translate('resources.audit_entries.title')}
      </Typography>
      <ReferenceManyField
        reference="audit_entries"
        target="organization"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={50}
        empty={<Typography>{translate('resources.audit_entries.empty')}</Typography>}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          {/* As the generated screens show these fields; names and states as they were then. */}
          {field('createdAt')}
          {field('actorName')}
          {auditActionColumn()}
          {field('licenseName')}
          {field('licensingState')}
          <FunctionField label="resources.audit_entries.changes" render={(r: RaRecord) => <Changes record={r} />} />
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}
