import type { ReactElement } from 'react';
import { Datagrid, FunctionField, ReferenceManyField, useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { ResourceDef } from '../../../resources/kit';
import { attributeValue } from '../../generator/values';
import { audit_entries } from '../../../resources/audit_entries/schema';
import { auditActionColumn } from './AuditAction';
import { auditChanges } from './auditChanges';

const def: ResourceDef = audit_entries;

/** An entry's attribute as every generated screen shows its kind (dates, translated states). */
function field(name: string): ReactElement | null {
  const attribute = def.attributes[name];
  return attribute ? attributeValue(def.name, name, attribute) : null;
}

function Changes({ record }: { record: RaRecord }): ReactElement {
  const translate = useTranslate();
  const show = (field: string, value: unknown): string => {
    if (value === null) return '—';
    if (field === 'state') return translate(`resources.licensings.values.state.${String(value)}`, { _: String(value) });
    return String(value);
  };
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {auditChanges(record.before, record.after).map((c) => (
        <li key={c.field}>
          {translate(`resources.licensings.fields.${c.field}`, { _: c.field })}: {show(c.field, c.from)} → {show(c.field, c.to)}
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
