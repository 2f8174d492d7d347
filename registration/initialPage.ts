/**
 * A page the server sent already drawn (issue 27: /welcome and /sign-in paint before any script
 * has run, server/prerender.ts). What it was drawn with travels in the page beside it, so the
 * browser's first render is the same one and React takes the HTML over (hydrates it) instead of
 * drawing it again: the language and the welcome page's copy. Free of
 * React, so the server reads it without loading the app (initialPageContext.tsx hands it down).
 */
import type { AppRecord } from '../dataProvider/types';

export interface InitialPage {
  /** The language the page was drawn in. */
  locale: string;
  /** The welcome page's copy as useWelcomeContent loads it (null: that call failed). */
  welcome?: { home: AppRecord[] | null; faq: AppRecord[] | null };
}

/** The element holding the page's InitialPage as JSON (a script of type application/json: data, never run). */
export const INITIAL_PAGE_ELEMENT_ID = 'initial-page';

/** The JSON for that element: `<` escaped, so no text in the copy can close the script early. */
export function initialPageScript(page: InitialPage): string {
  const json = JSON.stringify(page).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${INITIAL_PAGE_ELEMENT_ID}">${json}</script>`;
}

/** The InitialPage a server-drawn page carries, or null (a page drawn in the browser). */
export function readInitialPage(doc: Document): InitialPage | null {
  const text = doc.getElementById(INITIAL_PAGE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && typeof (parsed as InitialPage).locale === 'string' ? (parsed as InitialPage) : null;
  } catch {
    return null;
  }
}
