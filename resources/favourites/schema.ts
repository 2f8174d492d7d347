import { datetime, defineResource, toOne } from '../kit';

/**
 * A viewer's favourite library item, or a collection they subscribe to (seed 1 and 3): exactly
 * one of `content` and `collection`. Each viewer lists, adds and removes only their own; the
 * server keeps the item's `subscribedCount` (server/hooks/favourites.ts).
 */
export const favourites = defineResource({
  name: 'favourites',
  icon: 'Favorite',
  recordTitle: 'id',
  attributes: {
    createdAt: datetime({ readOnly: true }),
  },
  relationships: {
    user: toOne('users', { readOnly: true }),
    content: toOne('contents'),
    collection: toOne('collections'),
  },
  ownership: { user: 'user' },
  access: {
    list: { self: true },
    show: { self: true },
    // A school's students (and a lesson's guests, who are students) meet the library only
    // through their lessons; a child at home keeps favourites for their quests.
    create: { self: ['admin', 'teacher', 'parent', 'home_student'] },
    update: { nobody: true },
    delete: { self: true },
  },
  writable: { self: ['content', 'collection'] },
  list: { columns: ['content', 'collection', 'createdAt'], sort: '-createdAt', filters: ['content', 'collection'] },
});
