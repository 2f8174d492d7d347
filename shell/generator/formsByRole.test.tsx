// @vitest-environment jsdom
/**
 * The generated create form, rendered and saved as a person would, sends only what the viewer's
 * grants may write (issue 9, defect 2): one real render per kind of outcome — a super user's
 * grant writes everything, a school admin's leaves fields out, a parent's narrows a field's
 * values (the default gives way), a permission's grant sends only the defaults it may write and
 * names required relations. Every persona × resource is checked without rendering in
 * formsByRole.test.ts.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { licensings, users } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import type { HttpClient } from '../../dataProvider';
import type { Viewer } from '../../authProvider';
import { englishProvider } from '../../tests/ui/harness';
import { submitCreateForm } from '../../tests/ui/createForm';
import { disallowedValues, unwritableFields, type SentResource } from '../../tests/ui/createFormValues';
import { PERSONA_VIEWERS } from '../../tests/ui/viewers';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

/** Answers reads with empty lists and records the one POST. */
function recorder(): { client: HttpClient; sent: () => Required<SentResource> } {
  let body: { data?: Partial<SentResource> } | undefined;
  const client: HttpClient = async (_url, init) => {
    if (init.method !== 'POST') return { status: 200, headers: new Headers(), json: { data: [], meta: { total: 0 } } };
    body = JSON.parse(String(init.body)) as { data?: Partial<SentResource> };
    return { status: 201, headers: new Headers(), json: { data: { ...body.data, id: '99' } } };
  };
  return { client, sent: () => ({ attributes: body?.data?.attributes ?? {}, relationships: body?.data?.relationships ?? {} }) };
}

/** Renders, fills, saves; the POST, after checking it against the viewer's grants. */
async function saveAs(v: Viewer, def: ResourceDef, extra: Record<string, unknown> = {}): Promise<Required<SentResource>> {
  const { client, sent } = recorder();
  await submitCreateForm(def, v, { i18n, httpClient: client, extra });
  const body = sent();
  expect(unwritableFields(def, v, body)).toEqual([]);
  expect(disallowedValues(def, v, body)).toEqual([]);
  return body;
}

const asDef = (d: unknown): ResourceDef => d as ResourceDef;

describe('generated create forms send only what the viewer may write', () => {
  it("a super user's new user: every field may be written, permissions included", async () => {
    const { attributes } = await saveAs(PERSONA_VIEWERS.superUser, asDef(users));
    expect(attributes).toMatchObject({ role: 'teacher', permissions: [] });
  });

  it("a school admin's new user: no permissions, even from a link that prefills them", async () => {
    const { attributes } = await saveAs(PERSONA_VIEWERS.schoolAdminA, asDef(users), { permissions: ['super_user'] });
    expect(attributes).not.toHaveProperty('permissions');
    expect(attributes.role).toBe('teacher');
  });

  it("a parent's new user is a home student, not the field's default teacher", async () => {
    const { attributes } = await saveAs(PERSONA_VIEWERS.parent, asDef(users));
    expect(attributes.role).toBe('home_student');
    expect(attributes).not.toHaveProperty('permissions');
  });

  it("a licensing admin's new licensing sends the defaults they may write, not the state's, and names its school and licence", async () => {
    const { attributes, relationships } = await saveAs(PERSONA_VIEWERS.licensingAdmin, asDef(licensings));
    // State and seats change through licensing actions: their defaults are the server's to apply.
    expect(attributes).toEqual({ number_of_students: 0 });
    expect(Object.keys(relationships)).toEqual(expect.arrayContaining(['organization', 'license']));
  });
});
