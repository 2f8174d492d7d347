import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { localStore } from './localStore';

describe('localStore', () => {
  it('keeps a file under its key, gives it back with its type, and deletes it (twice is fine)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'store-'));
    const store = localStore(root);
    await store.put('photos/7-ab.png', Buffer.from('png bytes'), 'image/png');
    expect(readdirSync(join(root, 'photos'))).toEqual(['7-ab.png']);
    const file = await store.get('photos/7-ab.png');
    expect(file).toMatchObject({ contentType: 'image/png', size: 9 });
    expect(await text(file!.body)).toBe('png bytes');
    await store.delete('photos/7-ab.png');
    await store.delete('photos/7-ab.png');
    expect(await store.get('photos/7-ab.png')).toBeUndefined();
  });

  it('refuses a key the upload routes could not have made', async () => {
    const store = localStore(mkdtempSync(join(tmpdir(), 'store-')));
    for (const key of ['../secret.png', 'photos/../../x.png', 'other/a.png', 'photos/a.gif', '/etc/a.png']) {
      await expect(store.get(key)).rejects.toThrow('Not an upload key');
      await expect(store.put(key, Buffer.from(''), 'image/png')).rejects.toThrow('Not an upload key');
    }
  });
});
