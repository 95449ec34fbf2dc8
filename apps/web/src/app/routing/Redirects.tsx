import { HOME_PATH, MODULES, ROUTES } from '@suwork/domain';
import { Navigate, matchPath } from 'react-router';
import { canOpenRoute, landingPath } from '../../components/auth/permission.ts';
import { useSession } from '../../components/auth/session-context.ts';

function useCanOpenPath(): (path: string) => boolean {
  const { grants } = useSession();
  return (path) => {
    const route = ROUTES.find((r) => matchPath({ path: r.path, end: true }, path));
    return route !== undefined && canOpenRoute(grants, route);
  };
}

/** '/' is the workbench, or the first page the user may open when the workbench is not theirs. */
export function HomeRedirect() {
  const { nodes } = useSession();
  const canOpen = useCanOpenPath();
  return <Navigate to={landingPath(nodes.menu, HOME_PATH, canOpen)} replace />;
}

/** A module path opens the module's default page (or its first page the user may open). */
export function ModuleRedirect({ seg }: { seg: string }) {
  const { nodes } = useSession();
  const canOpen = useCanOpenPath();
  const mod = MODULES.find((m) => m.seg === seg);
  const preferred = mod ? `/${mod.seg}/${mod.home}` : HOME_PATH;
  return <Navigate to={landingPath(nodes.menu, preferred, canOpen, `/${seg}`)} replace />;
}
