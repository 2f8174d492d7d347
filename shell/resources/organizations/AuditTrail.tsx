import type { ReactElement } from 'react';
import { Datagrid, FunctionField, ReferenceField, ReferenceManyField, useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { isLicensingAction, isSeatType } from '../../../domain/licensing';
import { attributeValue } from '../../generator/values';
import { audit_entries } from '../../../resources/audit_entries/schema';
import { auditChanges } from './auditChanges';

const QUERY_OPTIONS = { meta: { include: ['actor'] } };

/** `extend_trial`, `add_seat:trial` or a generic `update`, in words. */
function useActionLabel(): (action: string) => string {
  const translate = useTranslate();
  return (action) => {
    const [name, seat] = action.split(':');
    if (isLicensingAction(name)) {
      const label = translate(`resources.licensings.actions.${name}`);
      return isSeatType(seat) ? `${label} (${translate(`resources.licensings.actions.seatTypes.${seat}`)})` : label;
    }
    return translate(`resources.audit_entries.actions.${name ?? ''}`, { _: action });
  };
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
  const actionLabel = useActionLabel();
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
        queryOptions={QUERY_OPTIONS}
        empty={<Typography>{translate('resources.audit_entries.empty')}</Typography>}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          {/* Dates as every generated screen shows them. */}
          {attributeValue(audit_entries.name, 'createdAt', audit_entries.attributes.createdAt)}
          <ReferenceField source="actorId" reference="users" link={false} label="resources.audit_entries.fields.actor" />
          <FunctionField label="resources.audit_entries.fields.action" render={(r: RaRecord) => actionLabel(String(r.action))} />
          <FunctionField label="resources.audit_entries.changes" render={(r: RaRecord) => <Changes record={r} />} />
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}
