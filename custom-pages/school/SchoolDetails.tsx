/**
 * School details (seed 6): organisation admins edit them, other teachers read them. The form
 * sends only the fields the viewer's grant may write (schoolDetails.ts updatePayload); the
 * server's field errors show under their field.
 */
import { useState, type FormEvent, type ReactElement } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppRecord } from '../../dataProvider';
import type { ViewerFacts } from '../../resources/kit';
import { useBusy } from '../useBusy';
import { DETAIL_FIELDS, detailValues, editableFields, isRequired, maxLengthOf, problemOf, updatePayload, type DetailField, type DetailValues } from './schoolDetails';

export interface SchoolDetailsProps {
  school: AppRecord;
  viewer: ViewerFacts | undefined;
  /** Called with the saved school so the page shows what is stored. */
  onSaved: (school: AppRecord) => void;
}

const HEADING_ID = 'school-details-heading';

export function SchoolDetails({ school, viewer, onSaved }: SchoolDetailsProps): ReactElement {
  const translate = useTranslate();
  const editable = editableFields(viewer, school);
  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ my: 2 }}>
      <Typography id={HEADING_ID} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('school.details.heading')}
      </Typography>
      {editable.length > 0 ? <DetailsForm school={school} viewer={viewer} editable={editable} onSaved={onSaved} /> : <DetailsView school={school} />}
    </Box>
  );
}

function DetailsView({ school }: { school: AppRecord }): ReactElement {
  const translate = useTranslate();
  const values = detailValues(school);
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
        {DETAIL_FIELDS.map((f) => (
          <Box key={f} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 'bold' }}>
              {translate(`school.details.${f}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {values[f] || translate('school.details.empty')}
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

interface DetailsFormProps extends SchoolDetailsProps {
  editable: readonly DetailField[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The server's field errors (HttpError body: app field name → message key). */
function serverFieldErrors(error: unknown): Partial<Record<DetailField, string>> {
  const errors = isRecord(error) && isRecord(error.body) && isRecord(error.body.errors) ? error.body.errors : {};
  return Object.fromEntries(DETAIL_FIELDS.filter((f) => typeof errors[f] === 'string').map((f) => [f, String(errors[f])]));
}

function DetailsForm({ school, viewer, editable, onSaved }: DetailsFormProps): ReactElement {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { busy, guarded } = useBusy();
  const [values, setValues] = useState<DetailValues>(() => detailValues(school));
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<DetailField, string>>>({});
  const problemText = (f: DetailField): string | undefined => {
    const problem = touched ? problemOf(f, values[f]) : null;
    if (problem) return translate(problem.key, { max: problem.max });
    const server = serverErrors[f];
    return server === undefined ? undefined : translate(server, { _: server });
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setTouched(true);
    if (DETAIL_FIELDS.some((f) => problemOf(f, values[f]))) return;
    void guarded(async () => {
      try {
        const { data } = await dataProvider.update('organizations', { id: school.id, data: updatePayload(viewer, school, values), previousData: school });
        setServerErrors({});
        notify('school.details.saved', { type: 'success' });
        onSaved({ ...school, ...data });
      } catch (error) {
        setServerErrors(serverFieldErrors(error));
        notify(error instanceof Error ? error.message : 'errors.api.default', { type: 'error' });
      }
    });
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2, maxWidth: 560 }}>
      {DETAIL_FIELDS.map((f) => {
        const text = problemText(f);
        return (
          <TextField
            key={f}
            id={`school-${f}`}
            label={translate(`school.details.${f}`)}
            value={values[f]}
            required={isRequired(f)}
            disabled={!editable.includes(f)}
            onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
            error={text !== undefined}
            helperText={text}
            slotProps={{ htmlInput: { maxLength: maxLengthOf(f) } }}
          />
        );
      })}
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('school.details.save')}
        </Button>
      </Box>
    </Stack>
  );
}
