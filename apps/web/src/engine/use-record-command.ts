import { MSG } from '@suwork/domain';
import type { EntityDef } from '@suwork/domain/entities';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { askConfirm } from '../components/ask-confirm.ts';
import { useBusyAction } from '../components/use-busy-action.ts';
import type { EntityRow } from './entity-api.ts';
import type { RecordCommand } from './extensions.ts';

/** Runs a module's record command: its confirm, the call, the server's message and a refresh. Failures are shown by the HTTP client. */
export function useRecordCommand(def: EntityDef) {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const [, run] = useBusyAction(async (command: RecordCommand, row: EntityRow) => {
    const res = await command.run(row);
    message.success(res.msg || MSG.ok);
    await queryClient.invalidateQueries({ queryKey: ['entity', def.key] });
  });
  return async (command: RecordCommand, row: EntityRow) => {
    if (command.confirm && !(await askConfirm(modal, command.confirm(row)))) return;
    await run(command, row);
  };
}
