import { MSG } from '@suwork/domain';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App } from 'antd';
import { moveCard } from './kanban-move.ts';
import { PIPELINE_KEY, pipelineApi, type Kanban, type KanbanCard } from './pipeline-api.ts';

/**
 * Moves a card to another stage at once (optimistic), then asks the server; a refusal (shown by the HTTP client)
 * puts the card back. Either way the board, and the funnel counting the same opportunities, load again.
 */
export function useKanbanMove(boardKey: QueryKey) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return async (card: KanbanCard, stageId: number) => {
    await queryClient.cancelQueries({ queryKey: boardKey });
    const before = queryClient.getQueryData<Kanban>(boardKey);
    if (before)
      queryClient.setQueryData<Kanban>(boardKey, {
        ...before,
        stages: moveCard(before.stages, card.chance_id, stageId),
      });
    try {
      const res = await pipelineApi.moveStage(card.chance_id, stageId);
      message.success(res.msg || MSG.ok);
    } catch {
      if (before) queryClient.setQueryData(boardKey, before);
    } finally {
      await queryClient.invalidateQueries({ queryKey: PIPELINE_KEY });
    }
  };
}
