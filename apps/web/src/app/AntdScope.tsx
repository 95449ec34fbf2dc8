import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';

/**
 * antd's configuration (the Chinese locale) around the parts of the app that use antd. It is not at the root: the
 * sign-in page does without antd, so this loads with the first page that needs it.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return <ConfigProvider locale={zhCN}>{children}</ConfigProvider>;
}
