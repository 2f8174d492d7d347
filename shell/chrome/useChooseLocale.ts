/**
 * Choosing a language from a menu (issue 14): the interface switches, and a signed-in person's
 * choice is saved on their user (`locale`: the shell starts in it next time, useSavedLocale.ts,
 * and their mails are written in it). Only a choice is saved, never a detected language, so
 * opening the console in another browser does not overwrite what the person chose.
 */
import { useDataProvider, useLocaleState } from 'react-admin';
import { localeToSave } from '../../i18n/detectLocale';
import { useViewer } from './useViewer';

export function useChooseLocale(): (locale: string) => void {
  const [, setLocale] = useLocaleState();
  const viewer = useViewer();
  const dataProvider = useDataProvider();
  return (locale) => {
    setLocale(locale);
    const save = viewer ? localeToSave(locale, viewer.record.locale) : null;
    // Not saving is harmless: the interface keeps the choice for this visit.
    if (viewer && save) dataProvider.update('users', { id: viewer.id, data: { locale: save }, previousData: viewer.record }).catch(() => undefined);
  };
}
