// @vitest-environment jsdom
/**
 * The generated create form, filled in as a person would, against the real server (issue 9,
 * defect 2): a school admin adds a teacher and a student, a parent adds their child — each
 * answered 201, where the form used to send fields the server refuses (403 "This field cannot
 * be written").
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18nProvider } from 'react-admin';
import { users } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import type { HttpClient } from '../../dataProvider';
import { englishProvider } from '../ui/harness';
import { submitCreateForm } from '../ui/createForm';
import { viewer } from '../ui/viewers';
import { buildWorld, startTestApp, type TestApp, type World } from '../support/testApp';

// jsdom's global Uint8Array is not Node's, so the server's token signing (jose) would not
// recognise its own key bytes; the server half of this test needs Node's.
vi.hoisted(() => {
  globalThis.Uint8Array = Object.getPrototypeOf(new TextEncoder().encode('')).constructor as Uint8ArrayConstructor;
});

const def = users as unknown as ResourceDef;
let t: TestApp;
let world: World;
let i18n: I18nProvider;

beforeAll(async () => {
  t = await startTestApp('pglite');
  world = await buildWorld(t);
  i18n = await englishProvider();
});
afterAll(() => t.close());

interface Answer {
  status: number;
  body: { data?: { id: string; attributes: Record<string, unknown>; relationships?: Record<string, { data: { id: string } | null }> }; errors?: unknown[] };
}

/** The data provider's requests, sent to the real app with the persona's token; the POST's answer kept. */
function toServer(token: string): { client: HttpClient; answer: () => Answer | undefined } {
  let answer: Answer | undefined;
  const client: HttpClient = async (url, init) => {
    const res = await t.app.inject({
      method: init.method,
      url,
      headers: { ...init.headers, authorization: `Bearer ${token}` },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const json: unknown = res.body ? JSON.parse(res.body) : null;
    if (init.method === 'POST') answer = { status: res.statusCode, body: json as Answer['body'] };
    return { status: res.statusCode, headers: new Headers(), json };
  };
  return { client, answer: () => answer };
}

describe('create forms against the real server', () => {
  const schoolAdmin = (): ReturnType<typeof viewer> =>
    viewer('teacher', [], { id: world.ids.schoolAdminA, userId: world.ids.schoolAdminA, organizationId: world.schoolA, organizationAdmin: true });

  it.each([
    ['a teacher', {}, 'teacher'],
    ['a student', { role: 'student' }, 'student'],
  ])('a school admin adds %s to their school', async (_what, extra, role) => {
    const { client, answer } = toServer(world.tokens.schoolAdminA);
    await submitCreateForm(def, schoolAdmin(), { i18n, httpClient: client, extra });
    expect(answer()?.body.errors).toBeUndefined();
    expect(answer()?.status).toBe(201);
    expect(answer()?.body.data?.attributes.role).toBe(role);
    expect(answer()?.body.data?.relationships?.organization?.data?.id).toBe(world.schoolA);
  });

  it('a parent adds their child, a home student who signs in with a username', async () => {
    const parent = viewer('parent', [], { id: world.ids.parent, userId: world.ids.parent, organizationId: null });
    const { client, answer } = toServer(world.tokens.parent);
    const extra = { username: 'little-one', password: 'child-pass', passwordConfirmation: 'child-pass' };
    await submitCreateForm(def, parent, { i18n, httpClient: client, extra });
    expect(answer()?.body.errors).toBeUndefined();
    expect(answer()?.status).toBe(201);
    expect(answer()?.body.data?.attributes.role).toBe('home_student');
    expect(answer()?.body.data?.relationships?.parent?.data?.id).toBe(world.ids.parent);
  });
});
