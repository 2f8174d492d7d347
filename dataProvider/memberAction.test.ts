/** memberAction: exact URL and body of a named action, and its result. */
import { describe, expect, it } from 'vitest';
import { createDataProvider } from './createDataProvider';
import { fakeClient } from '../tests/support/testClient';

const meeting = { type: 'meetings', id: '4', attributes: { name: 'Webinar', start_time: '10:30' } };

describe('memberAction', () => {
  it('posts the record-shaped body to /{res}/{id}/{action} with the query, and returns record and meta', async () => {
    const { client, calls } = fakeClient(() => ({ status: 200, json: { data: meeting, meta: { created_sessions: 3 } } }));
    const provider = createDataProvider({ httpClient: client, getToken: () => 't0k' });
    const result = await provider.memberAction('meetings', {
      id: '4',
      action: 'schedule',
      data: { startTime: '10:30', occurrencesCount: 3 },
      query: { confirm: 'true' },
    });
    expect(calls.map((c) => [c.method, c.url])).toEqual([['POST', '/api/v1/meetings/4/schedule?confirm=true']]);
    expect(calls[0]?.body).toEqual({ data: { type: 'meetings', id: '4', attributes: { start_time: '10:30', occurrences_count: 3 } } });
    expect(result).toEqual({ data: { id: '4', name: 'Webinar', startTime: '10:30' }, meta: { created_sessions: 3 } });
  });

  it('uses the action’s own type when given, and never calls for a `new` id', async () => {
    const { client, calls } = fakeClient(() => ({ status: 200, json: { data: meeting } }));
    const provider = createDataProvider({ httpClient: client });
    await provider.memberAction('licensings', { id: '9', action: 'actions', type: 'licensingActions', data: { action: 'extend_trial' } });
    expect(calls[0]?.body).toEqual({ data: { type: 'licensingActions', attributes: { action: 'extend_trial' } } });
    await expect(provider.memberAction('licensings', { id: 'new', action: 'actions' })).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
  });

  it('removes what a DELETE action names, with no body, and returns the record', async () => {
    const { client, calls } = fakeClient(() => ({ status: 200, json: { data: { type: 'users', id: '42', attributes: { photo_url: null } } } }));
    const provider = createDataProvider({ httpClient: client });
    const result = await provider.memberAction('users', { id: '42', action: 'photo', method: 'DELETE' });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([['DELETE', '/api/v1/users/42/photo', undefined]]);
    expect(result.data).toEqual({ id: '42', photoUrl: null });
  });

  it('takes an action of several segments and a 204 with no document', async () => {
    const { client, calls } = fakeClient(() => ({ status: 204 }));
    const provider = createDataProvider({ httpClient: client });
    const result = await provider.memberAction('lessons', { id: '7', action: 'students/42', method: 'DELETE' });
    expect(calls.map((c) => [c.method, c.url])).toEqual([['DELETE', '/api/v1/lessons/7/students/42']]);
    expect(result.data).toBeUndefined();
  });
});

describe('upload', () => {
  it('posts the file as multipart field `file`, without a JSON content type, and returns the record', async () => {
    const { client, calls } = fakeClient(() => ({ status: 200, json: { data: { type: 'contents', id: '7', attributes: { image_url: '/uploads/contents/7-a.png' } } } }));
    const provider = createDataProvider({ httpClient: client, getToken: () => 't0k' });
    const result = await provider.upload('contents', { id: '7', action: 'image', file: new Blob(['png']), filename: 'a.png' });
    expect(calls.map((c) => [c.method, c.url])).toEqual([['POST', '/api/v1/contents/7/image']]);
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
    expect(calls[0]?.headers.Authorization).toBe('Bearer t0k');
    expect(result.data).toEqual({ id: '7', imageUrl: '/uploads/contents/7-a.png' });
  });
});

describe('collection upload', () => {
  it('posts to /{res}/{action} with the fields before the file, the query, and hands the progress callback to the client', async () => {
    const { client, calls } = fakeClient(() => ({ status: 201, json: { meta: { created: 2, skipped: 0 } } }));
    const seen: number[] = [];
    const progressClient: typeof client = (url, init) => {
      init.onUploadProgress?.(0.5);
      return client(url, init);
    };
    const provider = createDataProvider({ httpClient: progressClient });
    const result = await provider.upload('users', {
      action: 'imports',
      file: new Blob(['a,b,c']),
      filename: 'people.csv',
      fields: { role: 'student', organization_id: 'current' },
      query: { dry_run: 'true' },
      onProgress: (f) => seen.push(f),
    });
    expect(calls.map((c) => [c.method, c.url])).toEqual([['POST', '/api/v1/users/imports?dry_run=true']]);
    const form = calls[0]?.body as FormData;
    expect([...form.keys()]).toEqual(['role', 'organization_id', 'file']);
    expect(form.get('role')).toBe('student');
    expect(seen).toEqual([0.5]);
    expect(result.meta).toEqual({ created: 2, skipped: 0 });
  });
});
