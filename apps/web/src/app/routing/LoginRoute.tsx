import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../api/login-url.ts';
import { PageSpin } from '../../components/PageSpin.tsx';
import { useSignedIn } from '../session/signed-in.ts';

// Imported directly (not through the page registry), so the sign-in page loads nothing else.
const Login = lazy(() => import('../../pages/Login.tsx').then((m) => ({ default: m.Login })));

/** The sign-in page; once signed in (or when already), on to the redirect target. */
export function LoginRoute() {
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  if (signedIn) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return (
    <Suspense fallback={<PageSpin full />}>
      <Login />
    </Suspense>
  );
}
