/** Addresses of the lesson pages, under the route-table entry `lessons` (shell/layout/routes.ts). */
import type { Identifier } from 'react-admin';

export const LESSONS_PATH = 'lessons';

export const lessonsPath = (basename: string): string => `${basename}/${LESSONS_PATH}`;
export const lessonPath = (basename: string, id: Identifier): string => `${lessonsPath(basename)}/${encodeURIComponent(String(id))}`;
