/**
 * To-one relations the kit declares `within` another (resources/kit/fields.ts ToOneRelation.within):
 * the target record shares this record's value of that relation, so a webinar booking's session is
 * one of the booking's webinar. Checked on every write that sets either side, for every grant:
 * meeting admins, who may book past sessions, may not book another webinar's.
 */
import { and, eq } from 'drizzle-orm';
import { relationSource, type ResourceDef } from '../../resources/kit';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { ApiError } from './errors';
import type { AppRecord } from './repository';
import { relatedDef } from './wire';

/**
 * The error a relation within a parent answers with: `occurrenceOfAnotherMeeting`, named after
 * both so its message can say which (i18n/errors.en.ts).
 */
export const outsideParentIdentifier = (name: string, within: string): string => `${name}OfAnother${within[0]!.toUpperCase()}${within.slice(1)}`;

/** 422 on the relation whose target belongs to another parent than the record's. */
export async function assertTargetsWithin(
  db: Db,
  def: ResourceDef,
  values: Record<string, unknown>,
  record: AppRecord | undefined,
  pointerOf: (name: string) => string,
): Promise<void> {
  for (const [name, rel] of Object.entries(def.relationships)) {
    if (rel.kind !== 'toOne' || rel.within === undefined) continue;
    const parentRel = def.relationships[rel.within]!;
    const source = relationSource(name, rel);
    const parentSource = relationSource(rel.within, parentRel);
    if (!(source in values) && !(parentSource in values)) continue;
    const id = source in values ? values[source] : record?.[source];
    const parentId = parentSource in values ? values[parentSource] : record?.[parentSource];
    if (id === null || id === undefined || parentId === null || parentId === undefined) continue;
    const target = tableOf(relatedDef(rel));
    const targetParent = target.columns[parentSource];
    if (!targetParent) throw new Error(`${def.name}.${name}: ${rel.resource} has no column ${parentSource}`);
    const found = await db
      .select({ id: target.columns.id! })
      .from(target.table)
      .where(and(eq(target.columns.id!, Number(id)), eq(targetParent, Number(parentId))));
    if (found.length === 0) throw ApiError.of({ status: 422, identifier: outsideParentIdentifier(name, rel.within), pointer: pointerOf(name) });
  }
}
