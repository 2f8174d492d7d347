/**
 * The custom page behind each route-table entry (shell/layout/routes.ts), loaded lazily so the
 * console's first screen stays small. A page owns the addresses under its path (`library/12`).
 * Every route of the table has one (shell/layout/routes.test.ts).
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyNamed } from '../../ui/lazyNamed';

export const ROUTE_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  collections: lazyNamed(() => import('../../custom-pages/collections/CollectionsPage'), 'CollectionsPage'),
  library: lazyNamed(() => import('../../custom-pages/library/LibraryPage'), 'LibraryPage'),
  favourites: lazyNamed(() => import('../../custom-pages/library/LibraryPage'), 'FavouritesRoute'),
  lessons: lazyNamed(() => import('../../custom-pages/lessons/LessonsPage'), 'LessonsPage'),
  'lesson-plans': lazyNamed(() => import('../../custom-pages/lesson-plans/LessonPlansPage'), 'LessonPlansPage'),
  'my-school': lazyNamed(() => import('../../custom-pages/school/MySchoolPage'), 'MySchoolPage'),
  'school-account': lazyNamed(() => import('../../custom-pages/school/SchoolAccountPage'), 'SchoolAccountPage'),
  'my-children': lazyNamed(() => import('../../custom-pages/family/MyChildrenPage'), 'MyChildrenPage'),
  'whats-new': lazyNamed(() => import('../../custom-pages/whats-new/WhatsNewPage'), 'WhatsNewPage'),
  profile: lazyNamed(() => import('../../custom-pages/profile/ProfilePage'), 'ProfilePage'),
};
