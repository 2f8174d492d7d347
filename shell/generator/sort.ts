import type { SortPayload } from 'react-admin';

/** A JSON:API style sort (`name`, `-createdAt`) as react-admin's sort payload. */
export function sortPayload(sort: string): SortPayload {
  return sort.startsWith('-') ? { field: sort.slice(1), order: 'DESC' } : { field: sort, order: 'ASC' };
}
