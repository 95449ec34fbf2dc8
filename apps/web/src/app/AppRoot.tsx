import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The app's root. antd's configuration is not here: the parts that use antd set it up (AntdScope), so the sign-in
 * page, which does without antd, loads none of it.
 */
export function AppRoot({ router }: { router: Router }) {
  return <RouterProvider router={router} />;
}
