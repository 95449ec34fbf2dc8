import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginUrl } from '../../api/login-url.ts';
import { RouteSpin } from '../plain/RouteSpin.tsx';
import { useSignedIn } from '../session/signed-in.ts';
import { signOutTarget } from '../../api/sign-out-target.ts';
import { PublicFrame } from './PublicFrame.tsx';

const SignedInApp = lazy(() => import('../signed-in/SignedInApp.tsx').then((m) => ({ default: m.SignedInApp })));

function Signed() {
  return (
    <Suspense fallback={<RouteSpin full />}>
      <SignedInApp />
    </Suspense>
  );
}

/** Pages that need a signed-in user: others go to the sign-in page, keeping the path as redirect. */
export function SignedInLayout() {
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  if (!signedIn) return <Navigate to={signOutTarget() ?? loginUrl(pathname + search)} replace />;
  return <Signed />;
}

/** Public pages that sit in the shell when someone is signed in (the profile), bare otherwise. */
export function OptionalShellLayout() {
  const signedIn = useSignedIn();
  return signedIn ? <Signed /> : <PublicFrame />;
}
