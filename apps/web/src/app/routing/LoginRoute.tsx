import { Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../api/login-url.ts';
import { PageSpin } from '../../components/PageSpin.tsx';
import { pageFor } from '../pages.ts';
import { useSignedIn } from '../session/signed-in.ts';

const Login = pageFor('login');

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
