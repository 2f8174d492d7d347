/**
 * Issue 5 in Chromium: a school admin downloads the students template, uploads a 30-row file
 * with two bad rows, sees exactly those highlighted (and only them under the filter), fixes the
 * file, imports it, and finds the students and their new classes in the lists.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, visibleRawKeys } from './support/browser';
import { useProduct } from './support/product';

const product = useProduct();

function studentsFile(rows: string[]): { name: string; mimeType: string; buffer: Buffer } {
  return { name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(['first_name,last_name,class_name', ...rows].join('\n')) };
}

describe('bulk CSV import in Chromium', () => {
  it('previews bad rows, then imports a fixed file of 30 students with their classes', async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await product.signIn(page, 'orgadmin@demo.test');
    const stamp = Date.now() % 100000;
    const good = Array.from({ length: 30 }, (_, i) => `Pupil${i},Import${stamp},Class ${stamp}-${i % 2 === 0 ? 'Oak' : 'Ash'}`);

    await page.goto(`${product.url}/app/users?filter=${encodeURIComponent(JSON.stringify({ role: 'student' }))}`);
    await page.getByRole('link', { name: 'Import CSV' }).or(page.getByRole('button', { name: 'Import CSV' })).first().click();
    await page.getByText('Import users from a CSV file').first().waitFor();

    // The template is the role's header and an example row.
    const template = page.getByRole('link', { name: /Download the .*template/i }).first();
    const href = (await template.getAttribute('href')) ?? '';
    expect(decodeURIComponent(href.split(',').slice(1).join(','))).toMatch(/^first_name,last_name,class_name\n/);

    const bad = [...good];
    bad[4] = `,Import${stamp},Class ${stamp}-Oak`;
    bad[19] = `Pupil19,Import${stamp},`;
    await page.locator('input[type=file]').setInputFiles(studentsFile(bad));
    await page.getByText('Row 6 is missing a first name.').waitFor();
    await page.getByText('Row 21 is missing a class name.').waitFor();
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    const table = page.getByRole('table', { name: 'Preview of the rows' });
    expect(await table.getByText('Problem', { exact: true }).count()).toBe(2);
    await page.getByLabel('Only rows with problems').check();
    expect(await table.locator('tbody tr').count()).toBe(2);
    await screenshot(page, 'csv-import-problems');
    expect(await visibleRawKeys(page)).toEqual([]);

    await page.locator('input[type=file]').setInputFiles(studentsFile(good));
    const ok = page.getByRole('button', { name: 'Import', exact: true });
    await expect.poll(() => ok.isDisabled(), { timeout: 15_000 }).toBe(false);
    await ok.click();
    // What it did stays until the admin goes on to the list.
    const result = page.getByRole('dialog').getByRole('status');
    await result.getByText('Import finished').waitFor();
    expect(await result.innerText()).toMatch(/\d+ people added\./);
    await screenshot(page, 'csv-import-result');
    await page.getByRole('button', { name: 'Go to the list' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/users'));
    // The list, not the import dialog (whose preview names the same people): gone first.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText(`Import${stamp}`).first().waitFor();
    await screenshot(page, 'csv-import-students-list');

    await page.goto(`${product.url}/app/classes`);
    await page.getByText(`Class ${stamp}-Oak`).first().waitFor();
    await page.getByText(`Class ${stamp}-Ash`).first().waitFor();
    await page.close();
  });
});
