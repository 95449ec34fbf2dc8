import { LoadingOutlined } from '@ant-design/icons';
import { ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import 'antd/dist/antd.css';
import type { ReactNode } from 'react';
import { useDialogFocusReturn } from '../components/focus-return.ts';
import { useFocusableScroll } from '../components/use-focusable-scroll.ts';

/**
 * A button's loading icon without antd's width animation: when a request ends within a frame of its start, the
 * animated icon's leave never finishes and its "loading" label stays in the button's name (保存 read as
 * "loading 保存") with no way to find it again.
 */
const BUTTON = { loadingIcon: <LoadingOutlined aria-label="处理中" /> };

/**
 * Colours every text passes WCAG AA with (4.5:1 on white): antd's default blue (#1677ff) under white button text, its
 * red (#ff4d4f) of 删除 and error messages, and its greys for secondary text (45 % black) and placeholders (25 %) fall
 * short. The sign-in page's plain components use the same (app/plain).
 */
const THEME: ThemeConfig = {
  // antd's styles come from its prebuilt stylesheet (imported above, loaded with this chunk, not by the sign-in page)
  // instead of being generated and inserted while the first screen renders: on a throttled phone that generation
  // was some 200 ms of the 客户 list's main-thread work. The tokens below still apply, as CSS variables.
  zeroRuntime: true,
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
};

/**
 * antd's configuration (the Chinese locale, the theme; its scrolling tables reachable by keyboard, its dialogs giving focus back) around the parts of the app that use antd. It is not at the root: the
 * sign-in page does without antd, so this loads with the first page that needs it.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  useFocusableScroll();
  useDialogFocusReturn();
  return (
    <ConfigProvider locale={zhCN} theme={THEME} button={BUTTON}>
      {children}
    </ConfigProvider>
  );
}
