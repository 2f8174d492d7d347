/**
 * The registration app drawn on the server (issue 27, server/prerender.ts): the whole app at one
 * address, with every lazily loaded screen it shows, as the HTML of its root element, and the
 * title the screen gives itself, and the styles it uses for the page's head.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { App } from './App';
import { PageTitleSink } from './initialPageContext';
import type { InitialPage } from './initialPage';

export interface DrawnPage {
  /** The HTML of `#root`. */
  html: string;
  /** The document title the screen set, if it set one. */
  title: string | undefined;
  /** The `<style>` elements for the page's head. */
  styles: string;
}

/**
 * The key of emotion's cache in the browser (MUI's default, the one @emotion/react makes), so the
 * browser's emotion finds the drawn styles as its own and adds none of them again.
 */
const EMOTION_KEY = 'css';

/**
 * A cache that keeps the styles instead of writing them inline before each element, emotion's
 * default on a server: a `<style>` between a label and its field breaks MUI's sibling selectors
 * (`label + .MuiInputBase-root`), so until the script ran an empty field showed its placeholder
 * under its label. The kept styles go in the head, marked as @emotion/server would mark them.
 */
function keepingCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  cache.compat = true;
  return cache;
}

/** The cache's styles as head elements: those the HTML's classes use in one, each global style in its own. */
function headStyles(cache: EmotionCache, html: string): string {
  const used: string[] = [];
  let css = '';
  let globals = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (html.includes(`${EMOTION_KEY}-${id}`)) {
      used.push(id);
      css += rules;
    } else globals += `<style data-emotion="${EMOTION_KEY}-global ${id}">${rules}</style>`;
  }
  return `${globals}<style data-emotion="${EMOTION_KEY} ${used.join(' ')}">${css}</style>`;
}

async function prerendered(location: string, initialPage: InitialPage): Promise<DrawnPage> {
  let title: string | undefined;
  const errors: unknown[] = [];
  const cache = keepingCache();
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <PageTitleSink value={(t) => (title = t)}>
        <App location={location} initialPage={initialPage} />
      </PageTitleSink>
    </CacheProvider>,
    // A boundary bigger than React's chunk size is sent beside its loading text, put in place by
    // an inline script (which the page's CSP refuses): the page is drawn whole instead.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // A part that failed is left to the browser by an inline script, which the page's CSP refuses:
  // such a page is not sent drawn at all.
  if (errors.length > 0) throw new AggregateError(errors, `drawing ${location} failed`);
  const html = Buffer.concat(chunks).toString('utf8');
  return { html, title, styles: headStyles(cache, html) };
}

export async function drawOnServer(location: string, initialPage: InitialPage): Promise<DrawnPage> {
  const drawn = await prerendered(location, initialPage);
  if (drawn.html.includes('<script')) throw new Error(`drawing ${location} still needs a script to finish it`);
  return drawn;
}
