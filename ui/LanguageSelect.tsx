/**
 * The language menu of the apps without react-admin (registration and student; seed 9): a select
 * of the app's languages, each named in itself and marked with its `lang` so it is read in its
 * own language. The app says what a choice does (the registration app also saves it on a
 * signed-in user). The console's header has its own icon menu (shell/chrome/LanguageMenu.tsx).
 */
import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { FALLBACK_LOCALE } from '../i18n/detectLocale';
import type { LocaleChoice } from '../i18n/languageNames';

export interface LanguageSelectProps {
  label: string;
  languages: readonly LocaleChoice[];
  locale: string;
  onChoose: (locale: string) => void;
  sx?: SxProps<Theme>;
  /** Each entry's style (the student app's are touch-sized). */
  itemSx?: SxProps<Theme>;
}

export function LanguageSelect({ label, languages, locale, onChoose, sx, itemSx }: LanguageSelectProps): ReactNode {
  return (
    <TextField
      select
      size="small"
      margin="none"
      fullWidth={false}
      label={label}
      // A language the app does not offer shows as English, the one every app falls back to.
      value={languages.some((l) => l.locale === locale) ? locale : FALLBACK_LOCALE}
      onChange={(e) => onChoose(e.target.value)}
      sx={sx}
    >
      {languages.map((l) => (
        <MenuItem key={l.locale} value={l.locale} lang={l.locale} sx={itemSx}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
