import { describe, expect, it } from 'vitest';
import { createSend } from '../../../dataProvider';
import { fakeClient } from '../../../tests/support/testClient';
import { licensingAction } from './licensingAction';

describe('licensingAction', () => {
  it('posts the action, with a seat type only when given', async () => {
    const { client, calls } = fakeClient(() => ({ status: 200, json: { data: { type: 'licensings', id: '7', attributes: {} } } }));
    const send = createSend({ httpClient: client, getToken: () => 'tok' });
    await licensingAction(send, '7', 'extend_trial');
    await licensingAction(send, '7', 'add_seat', 'supplementary');
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/v1/licensings/7/actions', { data: { type: 'licensingActions', attributes: { action: 'extend_trial' } } }],
      ['POST', '/api/v1/licensings/7/actions', { data: { type: 'licensingActions', attributes: { action: 'add_seat', seat_type: 'supplementary' } } }],
    ]);
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok');
  });

  it('rejects with the translated key of code 805', async () => {
    const { client } = fakeClient(() => ({
      status: 422,
      json: { errors: [{ status: '422', code: '805', title: 'Unprocessable Entity', detail: 'no', meta: { error_identifier: 'actionNotAllowed' } }] },
    }));
    await expect(licensingAction(createSend({ httpClient: client, getToken: () => null }), '7', 'extend_trial')).rejects.toMatchObject({
      message: 'errors.api.actionNotAllowed',
      status: 422,
    });
  });
});
