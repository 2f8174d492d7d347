/**
 * The light sign-in screen's language: starts in the detected one (i18n/detectLocale.ts, read by
 * main.tsx before the address changes), loads that language's few messages, and on a choice
 * switches, keeps `<html lang>` in step (WCAG 3.1.1) and remembers it where detection looks next
 * (cookie and storage), as the console's provider does. There is no user yet to save it on.
 */
import { useEffect, useMemo, useState } from 'react';
import { isShellLocale, rememberLocale, showLanguage, type ShellLocale } from '../../i18n/detectLocale';
import { loadSignInMessages } from '../../i18n/signIn';
import type { MessageTree } from '../../i18n/types';
import type { Translate } from '../login/SignInCard';
import { signInTranslate } from './signInTranslate';

export interface SignInI18n {
  translate: Translate;
  locale: ShellLocale;
  choose(locale: string): void;
}

/** Null until the first language's messages have arrived (there is no text to show before). */
export function useSignInI18n(initial: ShellLocale): SignInI18n | null {
  const [wanted, setWanted] = useState(initial);
  const [loaded, setLoaded] = useState<{ locale: ShellLocale; messages: MessageTree } | null>(null);
  useEffect(() => {
    let current = true;
    void loadSignInMessages(wanted).then((messages) => {
      if (!current) return;
      showLanguage(wanted);
      setLoaded({ locale: wanted, messages });
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return useMemo(() => {
    if (!loaded) return null;
    return {
      translate: signInTranslate(loaded.messages),
      locale: loaded.locale,
      choose(locale: string) {
        if (!isShellLocale(locale)) return;
        rememberLocale(locale);
        setWanted(locale);
      },
    };
  }, [loaded]);
}
