/**
 * MUI's own words (an autocomplete's "Open" and "Clear", a table's pagination, alerts' "Close")
 * in the console's language (issue 14): the layout's theme merged with MUI's locale pack for the
 * current language, so they change with the language menu like react-admin's messages do.
 */
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { enUS, esES, fiFI, ptPT } from '@mui/material/locale';
import { useLocaleState } from 'react-admin';

const MUI_LOCALES = { en: enUS, es: esES, fi: fiFI, pt: ptPT } as const;

export function LocalisedMui({ children }: { children: ReactNode }): ReactElement {
  const [locale] = useLocaleState();
  const theme = useTheme();
  const localised = useMemo(() => createTheme(theme, MUI_LOCALES[locale as keyof typeof MUI_LOCALES] ?? enUS), [theme, locale]);
  return <ThemeProvider theme={localised}>{children}</ThemeProvider>;
}
