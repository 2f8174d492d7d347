// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { api, jsonApi, useApiServer } from '../../../tests/ui/apiServer';
import { button, location, ORGANIZATION_ID, organizationDocument, recorder, signedInTeacher } from '../../../tests/ui/wizardTestSupport';

const server = useApiServer();
afterEach(cleanup);

function organizationUpdates(): ReturnType<typeof recorder> {
  const rec = recorder();
  server.use(
    signedInTeacher({ organizationAdmin: true }),
    // The plan step that follows loads the school.
    http.get(api(`/organizations/${ORGANIZATION_ID}`), () => jsonApi(organizationDocument(ORGANIZATION_ID, null))),
    http.patch(api(`/organizations/${ORGANIZATION_ID}`), async ({ request }) => {
      await rec.record(request);
      return jsonApi({ data: { type: 'organizations', id: ORGANIZATION_ID, attributes: {} } });
    }),
  );
  return rec;
}

describe('teacher count', () => {
  it('offers 1 to 9 and 10+', async () => {
    organizationUpdates();
    renderScreen('/sign-up/teachers');
    await screen.findByText('10+');
    const labels = Array.from(document.querySelectorAll('[role=group] button')).map((b) => b.textContent);
    expect(labels).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10+']);
  });

  it('sends 10+ as 0 (no limit) and goes on to the plan', async () => {
    const rec = organizationUpdates();
    renderScreen('/sign-up/teachers');
    await screen.findByText('10+');
    await waitFor(() => expect(button('10+').disabled).toBe(false));
    fireEvent.click(button('10+'));
    await waitFor(() => expect(location()).toBe('/sign-up/plan'));
    expect(rec.requests[0]?.body).toEqual({ data: { type: 'organizations', id: ORGANIZATION_ID, attributes: { teachers_limit: 0 } } });
  });

  it('sends a smaller count as it is', async () => {
    const rec = organizationUpdates();
    renderScreen('/sign-up/teachers');
    await screen.findByText('10+');
    await waitFor(() => expect(button('3').disabled).toBe(false));
    fireEvent.click(button('3'));
    await waitFor(() => expect(rec.requests).toHaveLength(1));
    expect(rec.requests[0]?.body).toMatchObject({ data: { attributes: { teachers_limit: 3 } } });
  });
});
