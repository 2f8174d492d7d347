/**
 * A layout's screen slot. Screens arrive in chunks of their own (routes/lazyScreens.ts): the first
 * time one is reached the frame shows at once with the loading text in its place. Moving between
 * screens the router's navigation is a transition, so the current screen stays until the next is there.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingText } from '../RouteGuards';

export function ScreenOutlet(): React.ReactNode {
  return (
    <Suspense fallback={<LoadingText />}>
      <Outlet />
    </Suspense>
  );
}
