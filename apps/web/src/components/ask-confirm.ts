import type { App } from 'antd';

type ModalApi = ReturnType<typeof App.useApp>['modal'];

/** A 提示 confirm with 确定 / 取消, as a promise of the answer. */
export function askConfirm(
  modal: ModalApi,
  content: string,
  { danger = false }: { danger?: boolean } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      title: '提示',
      content,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: danger ? { danger: true } : undefined,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
