/**
 * Loads the welcome page's copy (home page and FAQ documents) in the interface language. Each
 * call may fail on its own; the page then shows the catalogue's fallback for what is missing.
 * `enabled` false skips the calls (the page that proceeds straight away needs no copy). A page
 * the server drew (initialPage.ts) starts with the copy it was drawn with, in its language.
 */
import { useEffect, useState } from 'react';
import type { AppRecord } from '../../../dataProvider/types';
import { siteDocuments } from '../../api/services';
import { useT } from '../../i18n';
import { useInitialPage } from '../../initialPageContext';
import { welcomeContent, type WelcomeContent } from './welcomeContent';

interface Loaded {
  locale: string;
  home: AppRecord[] | null;
  faq: AppRecord[] | null;
}

const orNull = (p: Promise<AppRecord[]>): Promise<AppRecord[] | null> => p.catch(() => null);

export function useWelcomeContent(enabled: boolean): { loading: boolean; content: WelcomeContent } {
  const { t, locale } = useT();
  const drawn = useInitialPage();
  const [loaded, setLoaded] = useState<Loaded | null>(() => (drawn?.welcome ? { locale: drawn.locale, ...drawn.welcome } : null));
  useEffect(() => {
    if (!enabled || loaded?.locale === locale) return undefined;
    let live = true;
    void Promise.all([orNull(siteDocuments('home_page', locale)), orNull(siteDocuments('faq', locale))]).then(([home, faq]) => {
      if (live) setLoaded({ locale, home, faq });
    });
    return () => {
      live = false;
    };
  }, [enabled, locale]);
  // A language change keeps the previous copy on screen until the new one arrives.
  return { loading: loaded === null, content: welcomeContent(loaded?.home ?? null, loaded?.faq ?? null, t) };
}
