import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { AntdScope } from '../AntdScope.tsx';
import { Shell } from '../layout/Shell.tsx';
import { queryClient } from '../../api/query-client.ts';
import { SessionGate } from '../session/SessionGate.tsx';

dayjs.locale('zh-cn');

/**
 * Everything a signed-in page needs, loaded only after sign-in so the sign-in page stays small:
 * the query cache, antd's configuration and App context (message, modal, notification), the session and the shell.
 */
export function SignedInApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdScope>
        {/* notifications (pushes, reminders) open bottom right, clear of the header's menus */}
        <App message={{ maxCount: 3 }} notification={{ placement: 'bottomRight' }}>
          <SessionGate>
            <Shell />
          </SessionGate>
        </App>
      </AntdScope>
    </QueryClientProvider>
  );
}
