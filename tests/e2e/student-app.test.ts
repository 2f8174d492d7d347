/**
 * The student app in Chromium at the smallest phone width (320 px) against the real server: a
 * teacher starts a lesson (API), a student joins by typing the passphrase as it is read aloud,
 * picks their name, follows the teacher's step, answers a multiple-choice task, and sees the
 * end. Each screen: no critical or serious axe finding, nothing wider than the screen, every
 * control at least 48 px. Screenshots land in test-results/screenshots as `student-*`.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeFindings, describeFindings } from './support/axe';
import { animationsDone, screenshot, visibleRawKeys } from './support/browser';
import { DEMO_PASSWORD, useProduct } from './support/product';

const product = useProduct();
const TEACHER = 'subscribed@demo.test';
const PATIENT = { timeout: 20_000 } as const;
const NARROW = { width: 320, height: 720 } as const;
const TOUCH = 48;

interface Resource {
  id: string;
  type: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: { id: string } | null }>;
}

async function call(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; json: { data?: Resource | Resource[] } }> {
  const response = await fetch(`${product.url}/api/v1${path}`, {
    method,
    headers: {
      Accept: 'application/vnd.api+json',
      ...(body ? { 'Content-Type': 'application/vnd.api+json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : {} };
}

const many = (data: Resource | Resource[] | undefined): Resource[] => (Array.isArray(data) ? data : data ? [data] : []);

/** Everything a student taps is at least TOUCH px both ways; inputs at least TOUCH px high. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const small: string[] = [];
    const visible = (el: Element): boolean => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    for (const el of document.querySelectorAll('button, a[href], [role="button"], label.MuiFormControlLabel-root, .MuiRadio-root, .MuiCheckbox-root')) {
      const r = el.getBoundingClientRect();
      if (visible(el) && (r.height < min - 0.5 || r.width < min - 0.5)) small.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim()}" ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
    for (const el of document.querySelectorAll('.MuiInputBase-root')) {
      const r = el.getBoundingClientRect();
      if (visible(el) && r.height < min - 0.5) small.push(`input ${Math.round(r.height)} high`);
    }
    return small;
  }, TOUCH);
}

async function looksRight(page: Page, name: string): Promise<void> {
  await animationsDone(page);
  await screenshot(page, `student-${name}`);
  expect(await visibleRawKeys(page), `raw i18n keys on ${name}`).toEqual([]);
  expect(await page.locator('body').innerText(), `raw student keys on ${name}`).not.toMatch(/\bstudent\.[a-z]+\.[a-zA-Z]/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} is wider than 320 px`).toBeLessThanOrEqual(0);
  expect(await smallTargets(page), `controls under ${TOUCH} px on ${name}`).toEqual([]);
  const findings = await axeFindings(page);
  expect(findings, `axe on ${name}:\n${describeFindings(findings)}`).toEqual([]);
}

describe('student app in Chromium at 320 px', () => {
  it('joins by passphrase, follows the teacher, answers, and sees the end', async () => {
    const signIn = await call('POST', '/user/tokens', null, { data: { type: 'tokens', attributes: { email: TEACHER, password: DEMO_PASSWORD } } });
    const teacher = String(many(signIn.json.data)[0]?.attributes?.jwt);
    const mc = many((await call('GET', '/lesson_plan_tasks?filter[taskType]=multiple_choice&page[size]=1', teacher)).json.data)[0];
    expect(mc, 'a multiple-choice task in a plan the teacher sees').toBeDefined();
    const planId = mc!.relationships?.lesson_plan?.data?.id;
    const activityId = mc!.relationships?.activity?.data?.id;
    const klass = many((await call('GET', '/classes?page[size]=1', teacher)).json.data)[0];
    const started = await call('POST', '/lessons', teacher, {
      data: {
        type: 'lessons',
        attributes: { mode: 'remote', pacing: 'teacher' },
        relationships: { lesson_plan: { data: { type: 'lessonPlans', id: planId } }, class: { data: { type: 'classes', id: klass!.id } } },
      },
    });
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    const lesson = many(started.json.data)[0]!;
    const passphrase = String(lesson.attributes?.passphrase);

    const page = await product.browser.newPage({ viewport: NARROW, bypassCSP: true });
    await page.goto(`${product.url}/student`);
    await page.getByLabel(/^Passphrase/).waitFor(PATIENT);
    await looksRight(page, 'join');

    await page.getByLabel(/^Passphrase/).fill('no such words 22');
    await page.getByRole('button', { name: 'Join' }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect passphrase' }).waitFor(PATIENT);
    await looksRight(page, 'join-error');

    // As it is read aloud: capitals and spaces instead of hyphens.
    await page.getByLabel(/^Passphrase/).fill(passphrase.toUpperCase().replace(/-/g, ' '));
    await page.getByRole('button', { name: 'Join' }).click();
    await page.getByRole('heading', { name: 'Who are you?' }).waitFor(PATIENT);
    await looksRight(page, 'who');
    await page.getByRole('list', { name: 'Pick your name' }).getByRole('button').first().click();

    await page.getByText(/Step 1 of \d+/).waitFor(PATIENT);
    await looksRight(page, 'lesson-intro');

    // The teacher moves to the multiple-choice task: the student's screen follows.
    const moved = await call('PATCH', `/lessons/${lesson.id}`, teacher, {
      data: {
        type: 'lessons',
        id: lesson.id,
        relationships: { current_activity: { data: { type: 'lessonPlanActivities', id: activityId } }, current_task: { data: { type: 'lessonPlanTasks', id: mc!.id } } },
      },
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    await page.getByRole('heading', { name: String(mc!.attributes?.name) }).waitFor(PATIENT);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Send answer' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor(PATIENT);
    await looksRight(page, 'lesson-answered');
    const answers = many((await call('GET', `/experiences?filter[lesson]=${lesson.id}`, teacher)).json.data);
    expect(answers.map((a) => a.attributes?.choices)).toEqual([['0']]);

    const ended = await call('PATCH', `/lessons/${lesson.id}`, teacher, { data: { type: 'lessons', id: lesson.id, attributes: { state: 'ended' } } });
    expect(ended.status).toBe(200);
    await page.getByRole('heading', { name: 'This lesson has ended' }).waitFor(PATIENT);
    await looksRight(page, 'ended');
    await page.close();
  });
});
