/**
 * The names the teacher's lesson screens show for its students (Students tab, report): each
 * person's name (`personName`) with shared names numbered by domain/lessonNames.ts
 * `distinctNames`, over every student the screen knows of. Pure.
 */
import type { RaRecord } from 'react-admin';
import { distinctNames } from '../../domain/lessonNames';
import { personName } from './lessonRecords';

/** Each known student's shown name by id, from one or more lists of user records (duplicates counted once). */
export function shownStudentNames(...lists: readonly (readonly RaRecord[])[]): Map<string, string> {
  const byId = new Map<string, string>();
  for (const list of lists) for (const r of list) if (!byId.has(String(r.id))) byId.set(String(r.id), personName(r) ?? '');
  const shown = distinctNames([...byId].filter(([, name]) => name !== '').map(([id, name]) => ({ id, name })));
  return shown;
}
