import { PRODUCT_TITLE } from '@suwork/domain';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useRouteTitle } from '../route-handle.ts';

/** Around every route: scroll to top on each page change and name the browser tab after the page. */
export function RootLayout() {
  const { pathname } = useLocation();
  const title = useRouteTitle();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_TITLE}` : PRODUCT_TITLE;
  }, [title]);

  return <Outlet />;
}
