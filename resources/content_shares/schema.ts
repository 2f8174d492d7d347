import { datetime, defineResource, enumOf, toOne } from '../kit';
import { SHARE_CHANNELS } from '../../domain/constants';

/**
 * A record of a collection being shared (seed 7: `POST /contents/{contentId}/shares`, "recording
 * a collection share"): the seed's clients name the collection's id in a `contents` path, so the
 * nested path pins `collection`. Anyone who can open the collection records their own shares;
 * collections managers list them.
 */
export const content_shares = defineResource({
  name: 'content_shares',
  icon: 'Share',
  recordTitle: 'channel',
  attributes: {
    channel: enumOf(SHARE_CHANNELS, { required: true }),
    createdAt: datetime({ readOnly: true }),
  },
  relationships: {
    collection: toOne('collections', { required: true }),
    user: toOne('users', { readOnly: true }),
  },
  nested: [{ parent: 'contents', path: 'shares', relation: 'collection' }],
  ownership: { user: 'user' },
  access: {
    list: { all: ['collections_manager'] },
    show: { all: ['collections_manager'], self: true },
    create: { self: true },
    update: { nobody: true },
    delete: { nobody: true },
  },
  writable: { self: ['channel', 'collection'] },
  list: { columns: ['createdAt', 'collection', 'channel', 'user'], sort: '-createdAt', filters: ['collection', 'channel'] },
});
