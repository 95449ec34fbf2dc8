import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpin } from '../../components/PageSpin.tsx';

/** Public pages outside the shell (shares, previews, registration). */
export function PublicFrame() {
  return (
    <Suspense fallback={<PageSpin full />}>
      <Outlet />
    </Suspense>
  );
}
