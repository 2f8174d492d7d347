/** The page the server drew (initialPage.ts) handed down to the screens that take it over, and the server's title sink. */
import { createContext, useContext } from 'react';
import type { InitialPage } from './initialPage';

const InitialPageContext = createContext<InitialPage | null>(null);

export const InitialPageProvider = InitialPageContext.Provider;

/** What the server drew this page with, while the browser takes it over; null on a page drawn in the browser. */
export function useInitialPage(): InitialPage | null {
  return useContext(InitialPageContext);
}

/**
 * On the server only: where the screen being drawn says its title (layout/usePageTitle.ts), which
 * the browser sets from an effect that never runs there, so the page arrives with its title.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);
