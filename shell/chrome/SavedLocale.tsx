/**
 * Saves the console's language on the signed-in user (issue 14: "the choice is saved on the user
 * once signed in"; their mails are written in it, and the profile shows it). Renders nothing.
 * The record's `locale` seen last is remembered, so one choice is saved once.
 */
import { useEffect, useRef } from 'react';
import { useDataProvider, useLocaleState } from 'react-admin';
import { localeToSave } from '../../i18n/detectLocale';
import { useViewer } from './useViewer';

export function SavedLocale(): null {
  const [locale] = useLocaleState();
  const viewer = useViewer();
  const dataProvider = useDataProvider();
  const saved = useRef<unknown>(undefined);
  useEffect(() => {
    if (!viewer) return;
    const known = saved.current === undefined ? viewer.record.locale : saved.current;
    const save = localeToSave(locale, known);
    if (!save) return;
    saved.current = save;
    // Not saving is harmless: the interface keeps the choice and the next change tries again.
    dataProvider.update('users', { id: viewer.id, data: { locale: save }, previousData: viewer.record }).catch(() => {
      saved.current = known;
    });
  }, [viewer, locale, dataProvider]);
  return null;
}
