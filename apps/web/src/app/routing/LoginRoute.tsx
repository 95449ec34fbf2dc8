import { Navigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../api/login-url.ts';
// Imported directly (not through the page registry), and not lazily: the page is small and needs no antd, so it
// comes with the app's first script and shows without waiting for another.
import { Login } from '../../pages/Login.tsx';
import { useSignedIn } from '../session/signed-in.ts';

/** The sign-in page; once signed in (or when already), on to the redirect target. */
export function LoginRoute() {
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  if (signedIn) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <Login />;
}
