/**
 * The console's home: each role lands on its own (issue 12). Each home is a lazy custom page so
 * the console's first screen stays small:
 *   admins          → custom-pages/admin-home (organisations, trials, seats, bookings, audit)
 *   teachers        → custom-pages/dashboards (the teacher dashboard; school leaders and
 *                     organisation admins also see their school's 30-day figures there)
 *   parents         → custom-pages/family (their children and their quests)
 *   home students   → custom-pages/family (the child's home: content, favourites, quests)
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { Loading } from 'react-admin';
import type { UserRole } from '../../domain/roles';
import { useViewer } from '../chrome/useViewer';

const HOMES: Partial<Record<UserRole, LazyExoticComponent<ComponentType>>> = {
  admin: lazy(() => import('../../custom-pages/admin-home/AdminHome').then((m) => ({ default: m.AdminHome }))),
  teacher: lazy(() => import('../../custom-pages/dashboards/TeacherDashboard').then((m) => ({ default: m.TeacherDashboard }))),
  parent: lazy(() => import('../../custom-pages/family/ParentHome').then((m) => ({ default: m.ParentHome }))),
  home_student: lazy(() => import('../../custom-pages/family/ChildHome').then((m) => ({ default: m.ChildHome }))),
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
