/**
 * The registration app's language menu (seed 9; issue 14: on every screen with a layout, the
 * sign-in and password screens included). Language names are shown in their own language.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { REGISTRATION_LOCALES, useT } from '../i18n';

export function LanguageMenu(): React.ReactNode {
  const { t, locale, changeLocale } = useT();
  return (
    <TextField
      select
      size="small"
      margin="none"
      fullWidth={false}
      label={t('common.language')}
      value={REGISTRATION_LOCALES.some((l) => l.locale === locale) ? locale : 'en'}
      onChange={(e) => changeLocale(e.target.value)}
      sx={{ minWidth: { xs: 96, sm: 110 } }}
    >
      {REGISTRATION_LOCALES.map((l) => (
        <MenuItem key={l.locale} value={l.locale} lang={l.locale}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
