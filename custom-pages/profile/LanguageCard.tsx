/**
 * Language of the interface, saved on the user as `locale` (the shell starts in it at the next
 * sign-in, shell/chrome/useSavedLocale.ts) and switched at once.
 */
import { useMemo, type ReactElement } from 'react';
import { Typography } from '@mui/material';
import { Form, SaveButton, SelectInput, useLocaleState, useSetLocale, useTranslate, type RaRecord } from 'react-admin';
import { SHELL_LOCALES } from '../../domain/constants';
import { SHELL_LOCALE_CHOICES } from '../../i18n/provider';
import type { ViewerFacts } from '../../resources/kit';
import { profileChanges } from './profileFields';
import { ProfileCard } from './ProfileCard';
import { useProfileSave } from './useProfileSave';

/** Each language named in its own language, so a speaker finds theirs whatever the interface shows. */
const CHOICES = SHELL_LOCALE_CHOICES.filter((c) => (SHELL_LOCALES as readonly string[]).includes(c.locale)).map((c) => ({ id: c.locale, name: c.name }));

export interface LanguageCardProps {
  record: RaRecord;
  viewer: ViewerFacts | undefined;
}

export function LanguageCard({ record, viewer }: LanguageCardProps): ReactElement {
  const translate = useTranslate();
  const [current] = useLocaleState();
  const setLocale = useSetLocale();
  const save = useProfileSave(record);
  const values = useMemo(() => ({ id: record.id, locale: typeof record.locale === 'string' ? record.locale : current }), [record.id, record.locale, current]);

  const submit = async (submitted: Record<string, unknown>) => {
    const locale = typeof submitted.locale === 'string' ? submitted.locale : undefined;
    const changes = profileChanges(viewer, record, submitted, ['locale']);
    // Already saved (the header's menu switched only this tab): switching is all there is to do.
    const errors = Object.keys(changes).length > 0 || locale === current ? await save(changes, { savedMessage: 'profile.language.saved' }) : undefined;
    if (!errors && locale) setLocale(locale);
    return errors;
  };

  return (
    <ProfileCard id="language" titleKey="profile.language.title">
      <Typography color="text.secondary">{translate('profile.language.intro')}</Typography>
      <Form record={values} noValidate onSubmit={submit}>
        <SelectInput source="locale" resource="users" choices={CHOICES} translateChoice={false} sx={{ minWidth: 200 }} />
        {/* Enabled unchanged too: the stored language may differ from the one this tab shows. */}
        <SaveButton label="profile.save" alwaysEnable />
      </Form>
    </ProfileCard>
  );
}
