/**
 * The custom page behind each route-table entry (shell/layout/routes.ts), loaded lazily so the
 * console's first screen stays small. A page owns the addresses under its path (`library/12`).
 * Every route of the table has one (shell/layout/routes.test.ts).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const ROUTE_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  collections: lazy(() => import('../../custom-pages/collections/CollectionsPage').then((m) => ({ default: m.CollectionsPage }))),
  library: lazy(() => import('../../custom-pages/library/LibraryPage').then((m) => ({ default: m.LibraryPage }))),
  favourites: lazy(() => import('../../custom-pages/library/LibraryPage').then((m) => ({ default: m.FavouritesRoute }))),
  lessons: lazy(() => import('../../custom-pages/lessons/LessonsPage').then((m) => ({ default: m.LessonsPage }))),
  'lesson-plans': lazy(() => import('../../custom-pages/lesson-plans/LessonPlansPage').then((m) => ({ default: m.LessonPlansPage }))),
  'my-school': lazy(() => import('../../custom-pages/school/MySchoolPage').then((m) => ({ default: m.MySchoolPage }))),
  'school-account': lazy(() => import('../../custom-pages/school/SchoolAccountPage').then((m) => ({ default: m.SchoolAccountPage }))),
  'my-children': lazy(() => import('../../custom-pages/family/MyChildrenPage').then((m) => ({ default: m.MyChildrenPage }))),
  'whats-new': lazy(() => import('../../custom-pages/whats-new/WhatsNewPage').then((m) => ({ default: m.WhatsNewPage }))),
  profile: lazy(() => import('../../custom-pages/profile/ProfilePage').then((m) => ({ default: m.ProfilePage }))),
};
