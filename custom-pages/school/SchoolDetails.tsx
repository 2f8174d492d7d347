/**
 * School details (seed 6): organisation admins edit them on the console's generated
 * organisations form (the schema's bounds and messages, the server's field errors under their
 * field), other teachers read them. The form sends the detail fields the viewer's grant may write
 * on this school, nothing else of the record.
 */
import { useCallback, type ReactElement } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { EditBase, SaveButton, useNotify, useTranslate } from 'react-admin';
import type { AppRecord } from '../../dataProvider';
import type { ViewerFacts } from '../../resources/kit';
import { organizations } from '../../resources/organizations/schema';
import { countryName } from '../../domain/countries';
import { GeneratedForm } from '../../shell/generator/GeneratedForm';
import { useIntlLocale } from '../../shell/generator/useDates';
import { useSubmitTransform } from '../../shell/generator/useFormSlots';
import { DETAIL_FIELDS, detailValues, editableFields, onlyDetails } from './schoolDetails';

export interface SchoolDetailsProps {
  school: AppRecord;
  viewer: ViewerFacts | undefined;
}

const HEADING_ID = 'school-details-heading';
const fieldLabel = (field: string): string => `resources.organizations.fields.${field}`;

export function SchoolDetails({ school, viewer }: SchoolDetailsProps): ReactElement {
  const translate = useTranslate();
  const editable = editableFields(viewer, school).length > 0;
  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ my: 2 }}>
      <Typography id={HEADING_ID} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('school.details.heading')}
      </Typography>
      {editable ? <DetailsForm school={school} /> : <DetailsView school={school} />}
    </Box>
  );
}

function DetailsView({ school }: { school: AppRecord }): ReactElement {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const values = detailValues(school);
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
        {DETAIL_FIELDS.map((f) => (
          <Box key={f} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 'bold' }}>
              {translate(fieldLabel(f))}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {(f === 'country' ? countryName(values[f], locale) : values[f]) || translate('school.details.empty')}
            </Typography>
          </Box>
        ))}
      </Box>
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('school.details.readOnly')}
      </Alert>
    </>
  );
}

/**
 * My school's own route admits the school's teachers; the resource screens' access rule (staff
 * only) guards /app/organizations, not this section, and the server decides every write.
 */
function DetailsForm({ school }: { school: AppRecord }): ReactElement {
  const notify = useNotify();
  const transform = useSubmitTransform(organizations, 'edit', onlyDetails);
  const onSuccess = useCallback(() => notify('school.details.saved', { type: 'success' }), [notify]);
  // Not react-admin's Toolbar: it is pinned to the foot of the screen on phones, over the seats below.
  const toolbar = (
    <Box>
      <SaveButton alwaysEnable label="school.details.save" />
    </Box>
  );
  return (
    <Box sx={{ maxWidth: 560 }}>
      <EditBase resource="organizations" id={school.id} disableAuthentication redirect={false} mutationMode="pessimistic" transform={transform} mutationOptions={{ onSuccess }}>
        <GeneratedForm def={organizations} mode="edit" fields={DETAIL_FIELDS} toolbar={toolbar} />
      </EditBase>
    </Box>
  );
}
