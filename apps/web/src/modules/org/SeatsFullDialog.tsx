import { Button, Modal, Typography } from 'antd';
import { Link } from 'react-router';
import { routePath } from '../../engine/route-paths.ts';

type Props = { reason: string; canBuy: boolean; onClose: () => void };

/** Why no member can be added now, with the way to the 购买席位 page. */
export function SeatsFullDialog({ reason, canBuy, onClose }: Props) {
  return (
    <Modal
      open
      title="席位不足"
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      <Typography.Paragraph>{reason}</Typography.Paragraph>
      {canBuy ? (
        <Link to={routePath('buy')}>前往购买席位</Link>
      ) : (
        <Typography.Text type="secondary">请联系管理员购买席位。</Typography.Text>
      )}
    </Modal>
  );
}
