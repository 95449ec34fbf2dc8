import { LoadingOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';

/**
 * A button's loading icon without antd's width animation: when a request ends within a frame of its start, the
 * animated icon's leave never finishes and its "loading" label stays in the button's name (保存 read as
 * "loading 保存") with no way to find it again.
 */
const BUTTON = { loadingIcon: <LoadingOutlined aria-label="处理中" /> };

/**
 * antd's configuration (the Chinese locale) around the parts of the app that use antd. It is not at the root: the
 * sign-in page does without antd, so this loads with the first page that needs it.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} button={BUTTON}>
      {children}
    </ConfigProvider>
  );
}
