/**
 * The editor's actions (seed 4): the state in words, the languages to publish in (the shell's
 * languages, seed 1), Save, and Publish for a draft or Unpublish for a published collection.
 */
import type { ReactElement } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { CheckboxGroupInput, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { SHELL_LOCALES } from '../../i18n/detectLocale';
import { choicesFor } from '../../shell/generator/labels';

export interface EditorToolbarProps {
  onPublish: () => void;
  onUnpublish: () => void;
}

const LOCALE_CHOICES = choicesFor('collections', 'publishedLocales', SHELL_LOCALES);

export function EditorToolbar({ onPublish, onUnpublish }: EditorToolbarProps): ReactElement {
  const translate = useTranslate();
  const state: unknown = useWatch({ name: 'state' });
  const { isSubmitting } = useFormState();
  const published = state === 'published';
  return (
    <Box component="section" aria-label={translate('resources.collections.fields.state')}>
      <Typography sx={{ mb: 1 }}>
        {translate('collectionsPage.editor.state', { state: translate(`resources.collections.values.state.${published ? 'published' : 'draft'}`) })}
      </Typography>
      <CheckboxGroupInput
        source="publishedLocales"
        resource="collections"
        label="collectionsPage.editor.publishIn"
        helperText="collectionsPage.editor.publishInHelp"
        choices={LOCALE_CHOICES}
        row
      />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={isSubmitting}>
          {translate(isSubmitting ? 'collectionsPage.editor.saving' : 'collectionsPage.editor.save')}
        </Button>
        {published ? (
          <Button variant="outlined" startIcon={<UnpublishedIcon />} onClick={onUnpublish} disabled={isSubmitting}>
            {translate('collectionsPage.editor.unpublish')}
          </Button>
        ) : (
          <Button variant="outlined" startIcon={<PublishIcon />} onClick={onPublish} disabled={isSubmitting}>
            {translate('collectionsPage.editor.publish')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
