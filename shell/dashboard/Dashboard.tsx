/**
 * The console's home: each role lands on its own (issue 12). Each home is a lazy custom page so
 * the console's first screen stays small:
 *   admins          → custom-pages/admin-home (organisations, trials, seats, bookings, audit)
 *   teachers        → custom-pages/dashboards (the teacher dashboard; school leaders and
 *                     organisation admins also see their school's 30-day figures there)
 *   parents         → custom-pages/family (their children and their quests)
 *   home students   → custom-pages/family (the child's home: content, favourites, quests)
 */
import { Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { lazyNamed } from '../../ui/lazyNamed';
import { Loading } from 'react-admin';
import type { UserRole } from '../../domain/roles';
import { useViewer } from '../chrome/useViewer';

const HOMES: Partial<Record<UserRole, LazyExoticComponent<ComponentType>>> = {
  admin: lazyNamed(() => import('../../custom-pages/admin-home/AdminHome'), 'AdminHome'),
  teacher: lazyNamed(() => import('../../custom-pages/dashboards/TeacherDashboard'), 'TeacherDashboard'),
  parent: lazyNamed(() => import('../../custom-pages/family/ParentHome'), 'ParentHome'),
  home_student: lazyNamed(() => import('../../custom-pages/family/ChildHome'), 'ChildHome'),
};

export function Dashboard(): ReactElement | null {
  const viewer = useViewer();
  if (!viewer) return <Loading />;
  const Home = HOMES[viewer.role];
  // Students use the student app; the console refuses them at sign-in.
  if (!Home) return null;
  return (
    <Suspense fallback={<Loading />}>
      <Home />
    </Suspense>
  );
}
