import { MSG } from '@suwork/domain';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App } from 'antd';

/**
 * Runs a change, shows its success and refreshes the cached choices every form reads; false when it failed (the
 * HTTP client has shown why), so a dialog stays open with what was typed.
 */
export function useWrite(key: QueryKey) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return async (call: () => Promise<{ msg: string }>, done = MSG.ok): Promise<boolean> => {
    try {
      const res = await call();
      message.success(res.msg || done);
      await queryClient.invalidateQueries({ queryKey: key });
      return true;
    } catch {
      await queryClient.invalidateQueries({ queryKey: key });
      return false;
    }
  };
}
