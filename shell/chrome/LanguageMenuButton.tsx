/**
 * The language menu (LanguageMenu.tsx) with react-admin's languages and locale. An icon button
 * in narrow headers and on the sign-in card: react-admin's LocalesMenuButton spells out the
 * language name and was pushed off a 420 px screen. A choice is saved on the signed-in user
 * (useChooseLocale).
 */
import type { ReactElement } from 'react';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';
import { useChooseLocale } from './useChooseLocale';

export function LanguageMenuButton({ wide = false }: { wide?: boolean }): ReactElement {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const choose = useChooseLocale();
  return (
    <LanguageMenu
      languages={useLocales()}
      locale={locale}
      labelFor={(name) => translate('shell.header.language', { name })}
      onChoose={choose}
      wide={wide}
    />
  );
}
