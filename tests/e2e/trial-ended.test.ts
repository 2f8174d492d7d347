/**
 * Seed section 4 against a teacher whose trial ended yesterday (demo account lapsed@, issue 12):
 * signing in is refused with the expired-subscription message, and a session begun before the
 * trial ended (a token still within its lifetime, as the student-app launch or a kept tab has
 * it) is logged out on load with the same message. A teacher with days left sees the notice.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokenService } from '../../server/auth/jwt';
import { apiCall, apiAs } from './support/api';
import { screenshot } from './support/browser';
import { DEMO_PASSWORD, useProduct } from './support/product';

const product = useProduct();
const LAPSED = 'lapsed@demo.test';
const EXPIRED_TEXT = 'Your subscription has expired. Please contact us to renew it.';

async function lapsedUserId(): Promise<string> {
  const admin = await apiAs(product.url, 'admin@demo.test');
  const [user] = await admin.list(`/users?filter[q]=${encodeURIComponent(LAPSED)}`);
  if (!user) throw new Error('the lapsed demo teacher is not seeded');
  return user.id;
}

describe('a teacher whose trial ended yesterday', () => {
  it('is refused at sign-in with the expired-subscription message', async () => {
    const answer = await apiCall(product.url, null, 'POST', '/user/tokens', { data: { type: 'tokens', attributes: { email: LAPSED, password: DEMO_PASSWORD } } });
    expect(answer.status).toBe(401);
    const page = await product.browser.newPage({ viewport: { width: 420, height: 860 } });
    await page.goto(`${product.url}/app/login`);
    await page.getByLabel(/^Email or username/).fill(LAPSED);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(EXPIRED_TEXT).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/login');
    await screenshot(page, 'trial-ended-sign-in');
    await page.close();
  });

  it('is logged out on load when a session begun before the trial ended is still open', async () => {
    const secret = readFileSync(join(product.dataDir, 'jwt-secret'), 'utf8').trim();
    const { jwt } = await tokenService(secret).sign(await lapsedUserId());
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${product.url}/app/?jwt=${jwt}`);
    await page.waitForURL((u) => u.pathname === '/app/login');
    await page.getByText(EXPIRED_TEXT).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    await screenshot(page, 'trial-ended-auto-logout');
    await page.close();
  });
});
