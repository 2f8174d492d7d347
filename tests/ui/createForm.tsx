/**
 * Renders a generated create form as a signed-in viewer, over the real JSON:API data provider,
 * fills in what a person would type (the required fields the viewer may write, plus any extra
 * values given) and presses Save. The httpClient decides where the request goes: a recorder in
 * component tests, the real server in integration tests.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { I18nProvider } from 'react-admin';
import type { Viewer } from '../../authProvider';
import { createDataProvider, type HttpClient } from '../../dataProvider';
import type { ResourceDef } from '../../resources/kit';
import { GeneratedCreate } from '../../shell/generator/GeneratedCreate';
import { requiredEntries } from './createFormValues';
import { Harness } from './harness';
import { signedInAs } from './shellHarness';

export interface SubmitOptions {
  i18n: I18nProvider;
  httpClient: HttpClient;
  /** Values typed besides the required ones (a child's username and password). */
  extra?: Record<string, unknown>;
}

/** Renders, fills and saves the form; resolves once the POST was answered, or fails with the form's messages. */
export async function submitCreateForm(def: ResourceDef, v: Viewer, { i18n, httpClient, extra = {} }: SubmitOptions): Promise<void> {
  let posted = false;
  const recording: HttpClient = async (url, init) => {
    const response = await httpClient(url, init);
    if (init.method === 'POST') posted = true;
    return response;
  };
  const source = encodeURIComponent(JSON.stringify({ ...requiredEntries(def, v), ...extra }));
  render(
    <MemoryRouter initialEntries={[`/${def.name}/create?source=${source}`]}>
      <Harness i18nProvider={i18n} dataProvider={createDataProvider({ httpClient: recording })} authProvider={signedInAs(v)}>
        <GeneratedCreate def={def} />
      </Harness>
    </MemoryRouter>,
  );
  const save = await screen.findByRole('button', { name: 'Save' });
  fireEvent.click(save);
  await waitFor(() => {
    if (posted) return;
    const invalid = document.querySelectorAll('[aria-invalid="true"]');
    const names = [...invalid].map((el) => el.getAttribute('name') ?? el.id).join(', ');
    throw new Error(`${def.name}: no POST yet${names ? `; invalid: ${names}` : ''}`);
    // A real server hashes passwords on purpose slowly; a busy machine needs more than a second.
  }, { timeout: 10_000 });
  cleanup();
}
