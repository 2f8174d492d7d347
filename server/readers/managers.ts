/** Who curates a resource for the whole product: an unscoped update grant (super user or its admin permission). */
import { grantsFor, type ResourceDef } from '../../resources/kit';
import type { Viewer } from '../auth/viewer';

export function managesEverything(def: Pick<ResourceDef, 'access'>, viewer: Viewer): boolean {
  return grantsFor(def.access.update, viewer).some((g) => g === 'super' || g === 'all');
}
