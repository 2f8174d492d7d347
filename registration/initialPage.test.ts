// @vitest-environment jsdom
/**
 * What a server-drawn page carries beside its HTML (issue 27): written as data the browser never
 * runs, whatever the copy says, and read back as the same value, or as nothing when absent or spoilt.
 */
import { describe, expect, it } from 'vitest';
import { INITIAL_PAGE_ELEMENT_ID, initialPageScript, readInitialPage, type InitialPage } from './initialPage';

const pageWith = (html: string): Document => new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');

describe('initialPage', () => {
  it('writes copy holding markup so that it cannot close its script, and reads the same value back', () => {
    const page: InitialPage = {
      locale: 'en',
      welcome: { home: [{ id: '1', title: '</script><script>alert(1)</script> & <!--' }], faq: null },
    };
    const script = initialPageScript(page);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const doc = pageWith(script);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.getElementById(INITIAL_PAGE_ELEMENT_ID)?.getAttribute('type')).toBe('application/json');
    expect(readInitialPage(doc)).toEqual(page);
  });

  it('reads nothing from a page drawn in the browser, or from a spoilt or foreign value', () => {
    expect(readInitialPage(pageWith('<div id="root"></div>'))).toBeNull();
    expect(readInitialPage(pageWith(`<script type="application/json" id="${INITIAL_PAGE_ELEMENT_ID}">{"locale":</script>`))).toBeNull();
    expect(readInitialPage(pageWith(`<script type="application/json" id="${INITIAL_PAGE_ELEMENT_ID}">{"lang":"en"}</script>`))).toBeNull();
  });
});
