import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

type Router = ReturnType<typeof createBrowserRouter>;

export function AppRoot({ router }: { router: Router }) {
  return (
    <ConfigProvider locale={zhCN}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
