/**
 * Details: name, title, pronouns, nickname, job role and languages: only the fields the viewer's
 * grant may write on their own record (a child's profile has no job), validated by the users
 * schema's bounds, saved as just what changed.
 */
import { useMemo, type ReactElement } from 'react';
import { Box } from '@mui/material';
import { Form, SaveButton, SelectArrayInput, type RaRecord } from 'react-admin';
import { LOCALES } from '../../domain/constants';
import type { ViewerFacts } from '../../resources/kit';
import { AttributeInput } from '../../shell/generator/AttributeInput';
import { kitResolver } from '../../shell/generator/kitResolver';
import { detailFields, profileChanges, USERS_DEF, type DetailField } from './profileFields';
import { ProfileCard } from './ProfileCard';
import { useProfileSave } from './useProfileSave';

/** Languages a person speaks, named in their own language (the mails follow the first one they are written in). */
const LANGUAGE_CHOICES = LOCALES.map((locale) => ({ id: locale, name: `profile.languageNames.${locale}` }));

function DetailInput({ name }: { name: DetailField }): ReactElement | null {
  if (name === 'languages') return <SelectArrayInput source="languages" resource="users" choices={LANGUAGE_CHOICES} fullWidth />;
  const field = USERS_DEF.attributes[name];
  return field ? <AttributeInput resource="users" name={name} field={field} mode="edit" /> : null;
}

export interface DetailsCardProps {
  record: RaRecord;
  viewer: ViewerFacts | undefined;
}

export function DetailsCard({ record, viewer }: DetailsCardProps): ReactElement | null {
  const fields = useMemo(() => detailFields(viewer, record), [viewer, record]);
  const save = useProfileSave(record);
  const resolver = useMemo(() => kitResolver(USERS_DEF, 'edit', new Set(fields)), [fields]);
  // The form holds only this card's fields, so validation never trips over one it does not show.
  const values = useMemo(() => ({ id: record.id, ...Object.fromEntries(fields.map((name) => [name, record[name] ?? (name === 'languages' ? [] : null)])) }), [record, fields]);
  if (fields.length === 0) return null;
  return (
    <ProfileCard id="details" titleKey="profile.details.title">
      <Form record={values} resolver={resolver} noValidate onSubmit={(submitted: Record<string, unknown>) => save(profileChanges(viewer, record, submitted, fields))}>
        <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, '& .MuiFormControl-root': { width: '100%' } }}>
          {fields.map((name) => (
            <DetailInput key={name} name={name} />
          ))}
        </Box>
        <SaveButton label="profile.save" />
      </Form>
    </ProfileCard>
  );
}
