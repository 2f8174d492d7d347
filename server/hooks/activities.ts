/** Activity records are always the viewer's own: the actor is the signed-in viewer, never sent. */
import type { ResourceHooks, WriteContext } from './types';

async function beforeWrite(ctx: WriteContext): Promise<void> {
  // A super user may write any field (writable `*`) and so name another actor; everyone else
  // cannot send one (not in their writable list) and gets themselves.
  if (ctx.op === 'create' && !('actorId' in ctx.values)) ctx.values.actorId = ctx.viewer.id;
}

export const activitiesHooks: ResourceHooks = { beforeWrite };
