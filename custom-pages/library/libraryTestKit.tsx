/**
 * For the library pages' component tests: the real data provider over a recording HTTP double
 * (so tests assert the exact JSON:API requests), signed in as a viewer, in a memory router whose
 * current address is shown in `<output aria-label="address">`.
 */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { I18nProvider } from 'react-admin';
import type { Viewer } from '../../authProvider';
import { createDataProvider, type EduDataProvider } from '../../dataProvider';
import type { HttpClient } from '../../dataProvider/types';
import { viewerAuthProvider } from '../../tests/ui/chromeHarness';
import { Harness } from '../../tests/ui/harness';

export interface ApiCall {
  method: string;
  /** Path under /api/v1 with its query string, percent-escapes decoded. */
  url: string;
  body: unknown;
}

export type ApiAnswer = { status: number; json?: unknown };
export type ApiResponder = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

export function apiDouble(responder: ApiResponder): { provider: EduDataProvider; calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  const client: HttpClient = async (url, init) => {
    const call: ApiCall = {
      method: init.method,
      url: decodeURIComponent(url).replace(/^\/api\/v1/, ''),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const answer = await responder(call);
    return { status: answer.status, headers: new Headers(), json: answer.json ?? null };
  };
  return { provider: createDataProvider({ httpClient: client, getToken: () => 't0k', getLocale: () => 'en' }), calls };
}

/** A JSON:API contents resource object. */
export function contentDoc(id: string, attributes: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 'contents', id, attributes: { name: `Item ${id}`, content_type: 'video', duration_minutes: 7, locked: false, viewed_count: 3, subscribed_count: 1, ...attributes } };
}

export function favouriteDoc(id: string, contentId: string): Record<string, unknown> {
  return { type: 'favourites', id, relationships: { content: { data: { type: 'contents', id: contentId } } } };
}

export const list = (data: unknown[], total = data.length): ApiAnswer => ({ status: 200, json: { data, meta: { total } } });

/** Query parameters of a recorded GET, as a sorted list of `key=value` (order-free comparisons). */
export function paramsOf(url: string): string[] {
  const query = url.split('?')[1] ?? '';
  return query === '' ? [] : query.split('&').sort();
}

function Address(): ReactElement {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

export function renderWith(
  node: ReactNode,
  { i18n, viewer, provider, path = '/library' }: { i18n: I18nProvider; viewer: Viewer; provider: EduDataProvider; path?: string },
): void {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Harness i18nProvider={i18n} dataProvider={provider} authProvider={viewerAuthProvider(viewer)}>
        <Address />
        {node}
      </Harness>
    </MemoryRouter>,
  );
}
