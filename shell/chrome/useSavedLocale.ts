/**
 * The shell starts in the language the person saved on their profile (users `locale`): once the
 * viewer loads, the interface switches to it, once per person and saved language, so a language
 * chosen afterwards from the header's menu holds for the rest of the visit. Without a saved
 * language the detected one stays (i18n/detectLocale.ts).
 */
import { useEffect, useRef } from 'react';
import { useLocaleState } from 'react-admin';
import { isShellLocale } from '../../i18n/detectLocale';
import { useViewer } from './useViewer';

export function useSavedLocale(): void {
  const viewer = useViewer();
  const [locale, setLocale] = useLocaleState();
  const applied = useRef<string | null>(null);
  const saved = viewer?.record.locale;
  const key = viewer && typeof saved === 'string' ? `${viewer.id}:${saved}` : null;
  useEffect(() => {
    if (key === null || applied.current === key || typeof saved !== 'string' || !isShellLocale(saved)) return;
    applied.current = key;
    if (saved !== locale) setLocale(saved);
  }, [key, saved, locale, setLocale]);
}
