import { STORAGE_KEYS } from '@suwork/domain';
import { Drawer } from 'antd';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpin } from '../../components/PageSpin.tsx';
import { canOpenRoute } from '../../components/auth/permission.ts';
import { useCurrentRoute, useRouteTitle } from '../route-handle.ts';
import { useSession } from '../../components/auth/session-context.ts';
import { AbnormalReminder } from './AbnormalReminder.tsx';
import { FirstScreenGate, SettleWhenShown } from './first-screen-settled.tsx';
import { HeaderBar } from './HeaderBar.tsx';
import { activeModuleSeg, breadcrumbFor, selectedMenuPath } from './menu-model.ts';
import { ModuleRail } from './ModuleRail.tsx';
import { PageTitleBar } from './PageTitleBar.tsx';
import { PageTitleContext } from './page-title.ts';
import styles from './Shell.module.css';
import { SideMenu } from './SideMenu.tsx';
import { useSidebarOpen } from './use-sidebar.ts';
import { usePhone } from '../../components/use-viewport.ts';
import { WorkTabsBar } from './WorkTabsBar.tsx';

/** The phone's menu drawer: the module rail (76 px) beside the module menu (208 px). */
const DRAWER_WIDTH = 284;

const NoAccess = lazy(() => import('../../pages/NoAccess.tsx').then((m) => ({ default: m.NoAccess })));

/**
 * The signed-in layout: module rail, module menu, header, work tabs, then the page with its title bar. Below 768 px the
 * rail and the menu are a drawer opened from the header, and the work tabs one switcher.
 */
export function Shell() {
  const { nodes, grants } = useSession();
  const route = useCurrentRoute();
  const routeTitle = useRouteTitle();
  const location = useLocation();
  const [open, setOpen] = useSidebarOpen();
  const phone = usePhone();
  // on a phone the rail and the module menu live in a drawer the header's button opens
  const [drawer, setDrawer] = useState(false);
  const [titleOverride, setTitleOverride] = useState<string>();
  const leftNavPath = localStorage.getItem(STORAGE_KEYS.leftNavPath);

  const seg = activeModuleSeg(
    route,
    leftNavPath,
    nodes.menu.map((m) => m.node_name),
  );
  const module = nodes.menu.find((m) => m.node_name === seg);
  const allowed = !route || canOpenRoute(grants, route);
  const title = titleOverride ?? route?.meta.title;
  const selected = selectedMenuPath(route, leftNavPath);

  // Remember the menu entry of the last module page, so pages outside the modules keep that menu.
  useEffect(() => {
    if (route?.module && allowed && selected) localStorage.setItem(STORAGE_KEYS.leftNavPath, selected);
  }, [route, allowed, selected]);

  const shell = (
    <div className={styles.shell}>
      <AbnormalReminder />
      {phone ? (
        <Drawer
          open={drawer}
          onClose={() => setDrawer(false)}
          placement="left"
          size={DRAWER_WIDTH}
          closable={false}
          title={null}
          aria-label="菜单"
          classNames={{ body: styles.drawerBody }}
        >
          <ModuleRail modules={nodes.menu} activeSeg={seg} />
          <SideMenu
            module={module}
            selected={selected}
            open
            onToggle={() => setDrawer(false)}
            onNavigate={() => setDrawer(false)}
          />
        </Drawer>
      ) : (
        <>
          <ModuleRail modules={nodes.menu} activeSeg={seg} />
          <SideMenu module={module} selected={selected} open={open} onToggle={setOpen} />
        </>
      )}
      <div className={styles.main}>
        <div className={styles.top}>
          <HeaderBar
            crumbs={breadcrumbFor(route, titleOverride ?? routeTitle)}
            onMenu={phone ? () => setDrawer(true) : undefined}
          />
          <WorkTabsBar
            route={allowed ? route : undefined}
            fullPath={location.pathname + location.search}
            compact={phone}
          />
        </div>
        <main className={styles.content}>
          <Suspense fallback={<PageSpin />}>
            <SettleWhenShown />
            {allowed ? (
              <PageTitleContext.Provider value={setTitleOverride}>
                {route && title && (
                  <PageTitleBar title={title} tooltip={route.meta.tooltip} fallbackPath={route.meta.showPath} />
                )}
                <div className={styles.page}>
                  <Outlet />
                </div>
              </PageTitleContext.Provider>
            ) : (
              <div className={styles.page}>
                <NoAccess />
              </div>
            )}
          </Suspense>
        </main>
      </div>
    </div>
  );
  // the shell's own requests wait for the page's first screen
  return <FirstScreenGate>{shell}</FirstScreenGate>;
}
