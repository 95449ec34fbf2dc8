import { MSG } from '@suwork/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';

/**
 * Runs a change of the organisation, shows its success and refreshes what the organisation pages read; false when
 * it was refused (the HTTP client has shown why), so a dialog stays open with what was typed.
 */
export function useOrgWrite() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return async (call: () => Promise<{ msg: string }>): Promise<boolean> => {
    try {
      const res = await call();
      message.success(res.msg || MSG.ok);
      await queryClient.invalidateQueries({ queryKey: ['org'] });
      return true;
    } catch {
      return false;
    }
  };
}
