/**
 * Axe-core once per shape of a screen, not once per screen. What axe-core reports depends on a
 * page's elements, their roles, states and styles, whether they carry text or a name, and
 * whether they scroll, not on the words or numbers they show. So a walk fingerprints each
 * screen's two parts: the console's chrome (app bar, menu, document) and its content
 * (`#main-content`, react-admin's layout), and runs axe only on a part whose fingerprint it has
 * not checked before. A trial and a subscribed teacher's identical lists, or one record's edit
 * form in three languages, are checked once; a row with a chip no other row has, a coloured
 * avatar, a button without a label or a table wide enough to scroll is a new shape, and is checked.
 */
import type { Page } from 'playwright-core';
import { axeFindings, type AxeContext, type AxeFinding } from './axe';

export interface ScreenShape {
  /** Everything outside the content: the document, the app bar and the menu. */
  chrome: string;
  /** The content area, or null on a page without react-admin's layout (the whole page is then the chrome). */
  content: string | null;
}

export const CONTENT_SELECTOR = '#main-content';

/**
 * In the page: the two fingerprints. An element's own part is its tag, its class names (MUI's
 * generated class names are hashes of their styles, so a colour is in the name), its
 * attributes (the values of those that change what axe sees, only the presence of the others:
 * ids, labels and addresses vary with data), the colours of an inline style, whether it holds
 * text directly, and whether it overflows. Children repeated with the same fingerprint (a
 * list's rows) count once, so 25 rows and 10 rows of the same kind are one shape.
 */
const shapeInPage = (contentSelector: string): { chrome: string; content: string | null } => {
  const VALUES_THAT_MATTER = new Set([
    'role', 'type', 'lang', 'dir', 'scope', 'tabindex', 'disabled', 'hidden', 'inert', 'readonly', 'required', 'open', 'multiple', 'autocomplete',
    'aria-hidden', 'aria-expanded', 'aria-selected', 'aria-current', 'aria-disabled', 'aria-invalid', 'aria-required', 'aria-level',
    'aria-modal', 'aria-live', 'aria-checked', 'aria-pressed', 'aria-haspopup', 'aria-orientation', 'aria-sort',
  ]);
  const COLOURS = /(?:^|;)\s*(?:color|background(?:-color|-image)?|opacity|border-color|fill|filter)\s*:[^;]*/g;
  // cyrb53: a 53-bit string hash, so thousands of subtrees do not collide.
  const hash = (text: string): string => {
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
  };
  const own = (el: Element): string => {
    const attributes: string[] = [];
    for (const a of el.attributes) {
      if (a.name === 'class') continue;
      if (a.name === 'style') attributes.push(`style=${(a.value.match(COLOURS) ?? []).join(';')}`);
      else attributes.push(VALUES_THAT_MATTER.has(a.name) ? `${a.name}=${a.value}` : a.name);
    }
    const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
    const overflows = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    return `${el.tagName}|${[...el.classList].sort().join('.')}|${attributes.sort().join(',')}|${text ? 'T' : ''}${overflows ? 'O' : ''}`;
  };
  const content = document.querySelector(contentSelector);
  const shape = (el: Element): string => {
    if (el === content) return 'CONTENT';
    const children = new Set<string>();
    for (const child of el.children) children.add(shape(child));
    return hash(`${own(el)}(${[...children].join(' ')})`);
  };
  const chrome = hash(`${document.title === '' ? '' : 'titled'}|${shape(document.documentElement)}`);
  if (!content) return { chrome, content: null };
  // The content's own fingerprint: the same function with nothing set apart.
  const children = new Set<string>();
  for (const child of content.children) children.add(shape(child));
  return { chrome, content: hash(`${own(content)}(${[...children].join(' ')})`) };
};

export async function shapeOf(page: Page): Promise<ScreenShape> {
  return page.evaluate(shapeInPage, CONTENT_SELECTOR);
}

/**
 * The shapes one walk file has checked, per window width, and axe on only the parts not
 * checked yet. Shared by the roles one file walks, so a second role's identical screens are
 * not checked again; the first screen of each role is checked whole (axe's `bypass` rule reads
 * the whole document).
 */
export class AxeLedger {
  private readonly checked = new Set<string>();
  /** How many times axe ran, and on how many parts it would have run without the ledger (for the walk's log). */
  runs = 0;
  asked = 0;

  /** The findings on the parts of the page not checked before (none when every part was), and marks them checked. */
  async findings(page: Page, label: string, whole = false): Promise<AxeFinding[]> {
    const shape = await shapeOf(page);
    const chromeKey = `${label}:chrome:${shape.chrome}`;
    const contentKey = shape.content === null ? null : `${label}:content:${shape.content}`;
    const newChrome = whole || !this.checked.has(chromeKey);
    const newContent = contentKey !== null && (whole || !this.checked.has(contentKey));
    let context: AxeContext | undefined;
    this.asked += 1;
    if (!newChrome && !newContent) return [];
    this.runs += 1;
    if (newChrome && !newContent && contentKey !== null) context = { exclude: [[CONTENT_SELECTOR]] };
    else if (!newChrome && newContent) context = { include: [[CONTENT_SELECTOR]] };
    const findings = await axeFindings(page, context);
    // A part with findings stays unchecked: the walk settles the screen and asks again.
    if (findings.length === 0) {
      this.checked.add(chromeKey);
      if (contentKey !== null) this.checked.add(contentKey);
    }
    return findings;
  }
}
