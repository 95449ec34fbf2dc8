import { offerEntity } from '@suwork/domain/entities';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useNavigate } from 'react-router';
import { askConfirm } from '../../../components/ask-confirm.ts';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import { routePath } from '../../../engine/route-paths.ts';
import { salesApi } from './sales-api.ts';

/** 复制为新版本: a new 草稿 version of the quote with the same lines, opened in its edit page. */
export function CopyVersionButton({ offerId }: { offerId: number }) {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, copy] = useBusyAction(async () => {
    const res = await salesApi.copyOfferVersion(offerId);
    message.success(res.msg || '已生成新版本');
    await queryClient.invalidateQueries({ queryKey: ['entity', offerEntity.key] });
    const edit = offerEntity.routes.edit ?? offerEntity.routes.info ?? offerEntity.routes.list;
    void navigate(routePath(edit, { id: res.data.offer_id }));
  });
  const onClick = async () => {
    if (await askConfirm(modal, '确定以当前报价为基础生成一个新版本（草稿）吗？')) await copy();
  };
  return (
    <Button loading={busy} onClick={() => void onClick()}>
      复制为新版本
    </Button>
  );
}
