/**
 * Seat limits in the console: an organisation manager (an admin holding the org_admin
 * permission) cannot lower a school's teacher limit below its current teachers (seed section 5)
 * and sees the seed's message under the field; a school admin finds their school's teachers,
 * students and classes in the menu.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, visibleRawKeys } from './support/browser';
import { useProduct } from './support/product';

const product = useProduct();
const { signIn } = product;

const MESSAGE = 'need to be 0 or higher that the current number of teachers';
const MEDIA = 'application/vnd.api+json';

/** An admin with only the org_admin permission, made through the API by the seeded super user. */
async function createOrganisationManager(): Promise<string> {
  const post = async (path: string, body: unknown, token?: string): Promise<{ data: { attributes: Record<string, unknown> } }> => {
    const res = await fetch(`${product.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': MEDIA, accept: MEDIA, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { data: { attributes: Record<string, unknown> } };
  };
  const signedIn = await post('/user/tokens', { data: { type: 'tokens', attributes: { email: 'admin@demo.test', password: 'demo1234' } } });
  const email = 'orgmanager@demo.test';
  await post(
    '/users',
    { data: { type: 'users', attributes: { email, first_name: 'Omar', last_name: 'Manager', role: 'admin', permissions: ['org_admin'], password: 'demo1234' } } },
    String(signedIn.data.attributes.jwt),
  );
  return email;
}

describe('teacher limit in Chromium', () => {
  it("an organisation manager cannot lower Hillcrest's teacher limit below its teachers; the value is unchanged after reload", async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, await createOrganisationManager());
    // Hillcrest High School is the third seeded school.
    await page.goto(`${product.url}/app/organizations/3`);
    const limit = page.getByLabel(/^Teacher limit/);
    await expect.poll(() => limit.inputValue()).toBe('150');
    await limit.fill('1');
    await page.getByRole('button', { name: 'Save' }).click();
    const error = page.getByText(MESSAGE);
    await error.first().waitFor();
    // The message is tied to the field (aria-describedby), not only shown somewhere on the page.
    const describedBy = (await limit.getAttribute('aria-describedby')) ?? '';
    expect(describedBy).not.toBe('');
    expect(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).innerText()).toContain(MESSAGE);
    await screenshot(page, 'teacher-limit-below-count');
    await page.reload();
    await expect.poll(() => page.getByLabel(/^Teacher limit/).inputValue()).toBe('150');
    expect(await visibleRawKeys(page)).toEqual([]);
    await page.close();
  });

  it("a school admin sees Teachers, Students and Classes of their school in the menu", async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, 'orgadmin@demo.test');
    for (const name of ['Teachers', 'Students', 'Classes'])
      await expect.poll(() => page.getByRole('menuitem', { name }).count()).toBe(1);
    expect(await page.getByRole('menuitem', { name: 'Admins' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Teachers' }).click();
    await page.waitForURL(/\/app\/users/);
    // Hillcrest's generated teachers are numbers 20, 50, 80...; number 10 teaches at Riverside.
    await page.getByText('teacher0020@demo.test').waitFor();
    expect(await page.getByText('teacher0010@demo.test').count()).toBe(0);
    await expect.poll(() => page.locator('#react-admin-title').innerText()).toBe('Teachers');
    await screenshot(page, 'orgadmin-teachers');
    // A school admin resets a teacher's password from the teacher's page.
    await page.getByRole('row').filter({ hasText: 'teacher0020@demo.test' }).click();
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    expect(await page.getByLabel(/^New password/).count()).toBe(1);
    expect(await page.getByTestId('permission-grid').count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Teachers' }).click();
    await page.getByRole('menuitem', { name: 'Classes' }).click();
    // The Classes list itself (its title), not a screen before it that names a class too.
    await page.getByRole('heading', { level: 1, name: 'Classes', exact: true }).waitFor();
    await expect.poll(() => page.getByText('Year 7 Oak').count()).toBeGreaterThan(0);
    await screenshot(page, 'orgadmin-classes');
    expect(await visibleRawKeys(page)).toEqual([]);
    await page.close();
  });

  it('a school admin finds an archived teacher under Archived and restores them', async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, 'orgadmin@demo.test');
    const status = await page.evaluate(async (base) => {
      const auth = { authorization: `Bearer ${localStorage.getItem('jwt') ?? ''}`, accept: 'application/vnd.api+json' };
      const found = await (await fetch(`${base}/users?filter[email]=teacher0050@demo.test`, { headers: auth })).json();
      return (await fetch(`${base}/users/${found.data[0].id}`, { method: 'DELETE', headers: auth })).status;
    }, `${product.url}/api/v1`);
    expect(status).toBe(204);
    await page.getByRole('menuitem', { name: 'Teachers' }).click();
    await page.getByText('teacher0020@demo.test').waitFor();
    expect(await page.getByText('teacher0050@demo.test').count()).toBe(0);
    await page.getByRole('switch', { name: 'Archived' }).click();
    const row = page.getByRole('row').filter({ hasText: 'teacher0050@demo.test' });
    await row.waitFor();
    await screenshot(page, 'orgadmin-archived-teachers');
    await row.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('User restored').waitFor();
    await page.getByRole('switch', { name: 'Archived' }).click();
    await page.getByText('teacher0050@demo.test').waitFor();
    await page.close();
  });

  it("an admin's permissions are a grid of 6 columns, 2 on a small screen", async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, 'admin@demo.test');
    await page.getByRole('menuitem', { name: 'Admins' }).click();
    await page.getByRole('row').filter({ hasText: 'Ada' }).first().click();
    await page.waitForURL(/\/app\/users\/\d+/);
    const grid = page.getByTestId('permission-grid');
    await grid.waitFor();
    expect(await page.getByRole('checkbox', { name: 'Super user' }).isChecked()).toBe(true);
    const columns = () => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(await columns()).toBe(6);
    await screenshot(page, 'admin-permission-grid');
    await page.setViewportSize({ width: 420, height: 900 });
    await expect.poll(columns).toBe(2);
    await screenshot(page, 'admin-permission-grid-small');
    expect(await visibleRawKeys(page)).toEqual([]);
    await page.close();
  });
});
