/**
 * Shared pieces of the sign-in screens' component tests: MSW handlers for sign-in and the
 * viewer, and a renderer in a chosen language.
 */
import type { RenderResult } from '@testing-library/react';
import { http, type RequestHandler } from 'msw';
import { api, jsonApi } from './apiServer';
import { viewerDocument, type ViewerFixture } from '../support/viewerFixtures';
import type { JsonApiDocument } from '../../dataProvider/types';
import { renderScreen } from './renderScreen';

export const TEST_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl';


export function renderIn(locale: 'en' | 'fi', path: string): RenderResult {
  return renderScreen(path, locale);
}

/** POST /user/tokens answering with `status` (201 signs in), GET /user with the viewer. */
export function signInHandlers(status = 201, viewer: ViewerFixture | JsonApiDocument = {}, seen: unknown[] = []): RequestHandler[] {
  const document = 'data' in viewer ? viewer : viewerDocument(viewer as ViewerFixture);
  return [
    http.post(api('/user/tokens'), async ({ request }) => {
      seen.push(await request.json());
      if (status !== 201) return jsonApi({ errors: [{ status: String(status), title: 'Refused' }] }, status);
      return jsonApi({ data: { type: 'tokens', id: '1', attributes: { jwt: TEST_JWT } } }, 201);
    }),
    http.get(api('/user'), () => jsonApi(document)),
  ];
}

export const noProviders = http.get(api('/user/oauth/providers'), () => jsonApi({ data: [] }));
