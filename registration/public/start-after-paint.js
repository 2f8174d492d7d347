/**
 * A page the server drew (server/prerender.ts) loads the app's script with this, once the page
 * has painted: on a slow line the page's own bytes then arrive without the script's beside them,
 * and nothing the first paint waits for is the script (issue 27). The page names the app's
 * scripts in `<meta name="app-scripts">`: the first is the entry, the rest its chunks, fetched
 * together instead of one after another. Plain JavaScript in public/, so its address is fixed.
 */
const meta = document.querySelector('meta[name="app-scripts"]');
const [entry, ...chunks] = (meta ? meta.getAttribute('content') : '').split(' ').filter(Boolean);

function start() {
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (entry) void import(entry);
}

/** Runs `then` once the page's first content is on screen, or at once in a tab nobody sees (it paints nothing). */
function afterFirstContentfulPaint(then) {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (document.visibilityState === 'hidden' || painted() || typeof PerformanceObserver === 'undefined') {
    setTimeout(then, 0);
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    setTimeout(then, 0);
  });
  observer.observe({ type: 'paint' });
}

if (entry) afterFirstContentfulPaint(start);
