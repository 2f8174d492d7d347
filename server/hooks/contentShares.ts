/**
 * A collection share (`POST /contents/{collectionId}/shares`): recorded only by someone who can
 * open the collection. The generic write checks that (a related record the viewer cannot read is
 * 404: another teacher's draft, a collection of no one's reach); signed-in viewers only, as
 * every endpoint of the API. The record names who shared: the kit pins `user` for a teacher,
 * this hook for an admin writing as themselves.
 */
import type { ResourceHooks } from './types';

export const contentSharesHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    if (ctx.op === 'create') ctx.values.userId ??= ctx.viewer.id;
  },
};
