/**
 * The shell starts in the language the person saved on their profile (users `locale`): once the
 * viewer loads, the interface switches to it, once per page load, person and saved language, so
 * a language chosen afterwards from the header's menu holds for the rest of the visit. Without a
 * saved language the detected one stays (i18n/detectLocale.ts).
 */
import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { isShellLocale } from '../../i18n/detectLocale';
import { useViewer } from './useViewer';

/**
 * Outside React on purpose: a change of language re-mounts the whole tree (react-admin's
 * I18nContextProvider), which would forget a ref and switch back to the saved language.
 */
const applied = new Set<string>();

export function useSavedLocale(): void {
  const viewer = useViewer();
  const [locale, setLocale] = useLocaleState();
  const saved = viewer?.record.locale;
  const key = viewer && typeof saved === 'string' ? `${viewer.id}:${saved}` : null;
  useEffect(() => {
    if (key === null || applied.has(key) || typeof saved !== 'string' || !isShellLocale(saved)) return;
    applied.add(key);
    if (saved !== locale) setLocale(saved);
  }, [key, saved, locale, setLocale]);
}
