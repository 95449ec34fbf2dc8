import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteSpin } from '../plain/RouteSpin.tsx';

/** Public pages outside the shell (shares, previews, registration). */
export function PublicFrame() {
  return (
    <Suspense fallback={<RouteSpin full />}>
      <Outlet />
    </Suspense>
  );
}
