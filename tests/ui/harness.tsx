/** Test helpers: react-admin's context with the real English catalogue and an in-memory store. */
import type { ReactElement, ReactNode } from 'react';
import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import { AdminContext, memoryStore, testDataProvider, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { en } from '../../i18n/en';
import { i18nextOptions } from '../../i18n/frontEnd';
import { SHELL_LOCALE_CHOICES } from '../../i18n/provider';
import type { MessageTree } from '../../i18n/types';

/** The English provider, with extra resource labels for test-only definitions. */
export function englishProvider(extraResources: MessageTree = {}): Promise<I18nProvider> {
  const translation = { ...en, resources: { ...en.resources, ...extraResources } };
  return getI18nProvider(createInstance(), i18nextOptions('en', { en: translation }), SHELL_LOCALE_CHOICES);
}

export interface HarnessProps {
  i18nProvider: I18nProvider;
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  children: ReactNode;
}

export function Harness({ i18nProvider, dataProvider, authProvider, children }: HarnessProps): ReactElement {
  return (
    <AdminContext
      i18nProvider={i18nProvider}
      dataProvider={dataProvider ?? testDataProvider()}
      {...(authProvider ? { authProvider } : {})}
      store={memoryStore()}
    >
      {children}
    </AdminContext>
  );
}
