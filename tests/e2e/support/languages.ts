/**
 * Finds English left on a page shown in another language (issue 14): the page's visible texts,
 * placeholders, `aria-label`s and `title`s, compared with the texts the English catalogue has and
 * the language's catalogue does not. Texts built from placeholders ("Times on {{date}}") are
 * compared by their fixed parts, so an English sentence around a filled-in value is found too.
 * Record data is not translated (a tag called "Science", a teacher called "Tina Teacher"), so
 * table cells, chips and show pages' field values, where records are shown, are left out; their
 * labels and headers are not.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { visibleRawKeys } from './browser';
import { leafKeys, messageAt } from '../../../i18n/lookup';
import { SAME_AS_ENGLISH } from '../../../i18n/sameAsEnglish';

/** Every text a person reads or hears on the page, trimmed, once each. */
export async function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const visible = (el: Element): boolean => {
      const style = getComputedStyle(el);
      return el.getClientRects().length > 0 && style.visibility !== 'hidden';
    };
    // A show page's field values are record data too; their labels are not.
    const isData = (el: Element): boolean =>
      el.closest('td, .MuiChip-label, .RaReferenceField-link') !== null || (el.closest('.ra-field') !== null && el.closest('.RaLabeled-label') === null);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement && visible(node.parentElement) && !isData(node.parentElement)) out.add(text);
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.add(value);
      }
    }
    return [...out];
  });
}

/** A matcher per English-only text: exact for plain texts, by fixed parts for texts with placeholders. */
export interface EnglishOnly {
  find(text: string): string | undefined;
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hasWords = (s: string): boolean => /\p{L}{3,}/u.test(s);

/** The English texts that the translated catalogue says differently (and are not the same in both). */
export function englishOnly(english: unknown, translated: unknown, language: string): EnglishOnly {
  const same = new Set([...(SAME_AS_ENGLISH['*'] ?? []), ...(SAME_AS_ENGLISH[language] ?? [])]);
  const translatedValues = new Set(leafKeys(translated).map((k) => messageAt(translated, k) ?? ''));
  const plain = new Set<string>();
  const patterns: { source: string; re: RegExp }[] = [];
  for (const key of leafKeys(english)) {
    const text = messageAt(english, key) ?? '';
    if (same.has(text) || translatedValues.has(text) || messageAt(translated, key) === text) continue;
    if (!text.includes('{{')) {
      if (hasWords(text)) plain.add(text);
      continue;
    }
    const parts = text.split(/\{\{\s*\w+\s*\}\}/);
    // Only sentences whose fixed words say something on their own ("{{count}} items" is too thin).
    if (parts.join('').replace(/\W/g, '').length < 12) continue;
    patterns.push({ source: text, re: new RegExp(`^${parts.map(escapeRegExp).join('.+?')}$`, 's') });
  }
  return {
    find(text) {
      if (plain.has(text)) return text;
      return patterns.find((p) => p.re.test(text))?.source;
    },
  };
}

/** The page's texts that are English leftovers, each with the catalogue text it matches. */
export async function englishLeftovers(page: Page, english: EnglishOnly): Promise<string[]> {
  return (await readableTexts(page)).flatMap((text) => {
    const source = english.find(text);
    return source === undefined ? [] : [source === text ? text : `${text} (from "${source}")`];
  });
}

/**
 * A browser context whose apps open in `language`, signed in with `jwt` when given (the three
 * apps share localStorage `jwt`), as a person who chose that language before.
 */
export async function contextIn(browser: Browser, language: string, jwt?: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  await context.addInitScript(
    ([lng, token]) => {
      localStorage.setItem('i18nextLng', lng ?? 'en');
      document.cookie = `i18next=${lng}; path=/`;
      if (token) localStorage.setItem('jwt', token);
    },
    [language, jwt ?? ''],
  );
  return context;
}

/** Problems of the page now showing: raw keys and English leftovers, each with the path. */
export async function problems(page: Page, path: string, english: EnglishOnly): Promise<string[]> {
  const raw = (await visibleRawKeys(page)).map((k) => `${path}: raw key ${k}`);
  const left = (await englishLeftovers(page, english)).map((t) => `${path}: "${t}"`);
  return [...raw, ...left];
}
