// @vitest-environment jsdom
/**
 * For every persona of the test world and every resource it may create: the generated create
 * form sends only the fields that persona's grants may write, with enum values they may write
 * (issue 9, defect 2: a school admin's form sent `permissions`, a parent's sent `role: teacher`).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { RESOURCES } from '../../resources';
import { grantsFor, wireName, writableValuesFor, type ResourceDef } from '../../resources/kit';
import type { HttpClient } from '../../dataProvider';
import type { Viewer } from '../../authProvider';
import { englishProvider } from '../../tests/ui/harness';
import { mayCreateWith, submitCreateForm } from '../../tests/ui/createForm';
import { PERSONA_VIEWERS } from '../../tests/ui/viewers';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

interface Sent {
  attributes: Record<string, unknown>;
  relationships: Record<string, unknown>;
}

/** Answers reads with empty lists and records the one POST. */
function recorder(): { client: HttpClient; sent: () => Sent } {
  let body: { data?: Partial<Sent> } | undefined;
  const client: HttpClient = async (_url, init) => {
    if (init.method !== 'POST') return { status: 200, headers: new Headers(), json: { data: [], meta: { total: 0 } } };
    body = JSON.parse(String(init.body)) as { data?: Partial<Sent> };
    return { status: 201, headers: new Headers(), json: { data: { ...body.data, id: '99' } } };
  };
  return { client, sent: () => ({ attributes: body?.data?.attributes ?? {}, relationships: body?.data?.relationships ?? {} }) };
}

/** App field names by wire name, password confirmations under their password. */
function wireToName(def: ResourceDef): Map<string, string> {
  const map = new Map<string, string>();
  for (const [name, field] of Object.entries(def.attributes)) {
    map.set(wireName(name, field), name);
    map.set(`${wireName(name, field)}_confirmation`, name);
  }
  for (const [name, rel] of Object.entries(def.relationships)) map.set(wireName(name, rel), name);
  return map;
}

/** One case per resource and distinct set of grants (seven personas book webinars the same way). */
const cases = new Map<string, [string, string, Viewer, ResourceDef]>();
for (const [persona, v] of Object.entries(PERSONA_VIEWERS)) {
  for (const def of RESOURCES) {
    const grants = grantsFor(def.access.create, v);
    if (grants.length > 0) cases.set(`${def.name}:${grants.join(',')}`, [persona, def.name, v, def]);
  }
}

describe('generated create forms send only what the viewer may write', () => {
  it.each([...cases.values()])('%s creating %s', async (_persona, _name, v, def) => {
    const { client, sent } = recorder();
    await submitCreateForm(def, v, { i18n, httpClient: client });
    const { attributes, relationships } = sent();
    const names = wireToName(def);
    const refused = [...Object.keys(attributes), ...Object.keys(relationships)].filter((wire) => !mayCreateWith(def, v, names.get(wire) ?? wire));
    expect(refused).toEqual([]);
    const grants = grantsFor(def.access.create, v);
    for (const [wire, value] of Object.entries(attributes)) {
      const allowed = writableValuesFor(def, grants, names.get(wire) ?? wire);
      if (allowed) expect([value].flat().filter((x) => !allowed.includes(String(x))), wire).toEqual([]);
    }
  });
});
