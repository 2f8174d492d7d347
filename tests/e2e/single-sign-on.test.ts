/**
 * Single sign-on in Chromium against the fake OpenID provider (tests/support/fakeOidcProvider.ts,
 * which signs its `next` person in without a consent screen): the sign-in page's Google button
 * goes through the server's authorize URL (which sets the attempt cookie) to the provider and
 * back to /sign-in with a code, and the teacher lands in the console, as with the password. The
 * same returning address opened in another browser, which holds no attempt cookie (a link
 * someone sent), is refused with the translated message and signs nobody in.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeOidcProvider } from '../support/fakeOidcProvider';
import { useProduct } from './support/product';
import { VIEWPORTS, looksRight, openPage, openTakenOver } from './support/journeys';

const fake = await startFakeOidcProvider({ clientId: 'e2e-client', clientSecret: 'e2e-client-secret', next: { email: 'teacher@demo.test' } });
const product = useProduct({ env: { GOOGLE_CLIENT_ID: fake.clientId, GOOGLE_CLIENT_SECRET: fake.clientSecret, GOOGLE_ISSUER_URL: fake.issuer } });
afterAll(() => fake.close());

describe('single sign-on', () => {
  it('signs a teacher in with the Google button, and refuses the returning address in a browser that did not start it', async () => {
    const viewport = VIEWPORTS[0];
    const page = await openPage(product.browser, viewport);
    await openTakenOver(page, `${product.url}/sign-in`);
    const back: string[] = [];
    page.on('request', (req) => {
      if (req.isNavigationRequest() && new URL(req.url()).searchParams.has('code')) back.push(req.url());
    });
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/app'));
    await page.locator('header').first().waitFor();
    expect(back).toHaveLength(1);
    expect(new URL(back[0] ?? '').searchParams.get('state')).toMatch(/^google\./);
    expect(fake.refusals).toEqual([]);
    await page.close();

    const stranger = await product.browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    const other = await stranger.newPage();
    await other.goto(back[0] ?? '');
    await other.getByRole('alert').getByText('This sign-in did not start on this page').waitFor();
    expect(new URL(other.url()).pathname).toBe('/sign-in');
    expect(new URL(other.url()).searchParams.has('code')).toBe(false);
    await looksRight(other, 'sso-refused', viewport);
    await stranger.close();
  });
});
