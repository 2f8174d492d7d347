/**
 * A record's title as text, by its resource's rule (resources/kit/recordTitle.ts). A rule naming
 * a relation (a licensing is named by its school and licence) needs the related records: they
 * come from react-admin's cache (screens include them, so usually no request leaves) or one
 * batched request per resource.
 */
import { useGetManyAggregate, useTranslate, type RaRecord } from 'react-admin';
import { useFormatDate } from './useDates';
import { resourceByName } from '../../resources';
import { recordTitle, titleRelations, type ResourceDef } from '../../resources/kit';

/** The title of the record a to-one relation points at (relations of relations are not followed). */
function useRelatedTitle(def: ResourceDef | undefined, relation: string | undefined, record: RaRecord | undefined): string | undefined {
  const rel = relation === undefined ? undefined : def?.relationships[relation];
  const target = rel ? resourceByName(rel.resource) : undefined;
  const id: unknown = relation === undefined ? undefined : record?.[`${relation}Id`];
  const enabled = target !== undefined && (typeof id === 'string' || typeof id === 'number');
  const { data } = useGetManyAggregate(target?.name ?? 'none', { ids: enabled ? [String(id)] : [] }, { enabled });
  const related = enabled ? data?.[0] : undefined;
  return target && related ? recordTitle(target, related) : undefined;
}

/** How a title says an enum value (its label) and a date (as the interface language writes it). */
export function useTitleWords(def: ResourceDef | undefined): (field: string, kind: string, value: string) => string {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  return (field, kind, value) =>
    kind === 'enum' ? translate(`resources.${def?.name ?? ''}.values.${field}.${value}`, { _: value }) : (formatDate(value, kind === 'date' ? 'day' : 'moment') ?? value);
}

/** The title, or undefined while the record (or a related one) is unknown or has no value to show. */
export function useRecordTitle(resource: string | undefined, record: RaRecord | undefined): string | undefined {
  const def = resource === undefined ? undefined : resourceByName(resource);
  const words = useTitleWords(def);
  const relations = def ? titleRelations(def) : [];
  // A fixed number of lookups (hooks cannot loop); defineResource refuses rules naming more.
  const first = useRelatedTitle(def, relations[0], record);
  const second = useRelatedTitle(def, relations[1], record);
  if (!def || !record) return undefined;
  const titles = [first, second];
  return recordTitle(
    def,
    record,
    (relation) => titles[relations.indexOf(relation)],
    words,
  );
}
