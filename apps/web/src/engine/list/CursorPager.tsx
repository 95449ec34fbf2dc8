import { COUNT_CAP } from '@suwork/domain';
import { Button, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';

type Props = {
  className?: string;
  /** whether the page is full, so more may follow */
  more: boolean;
  onNext: () => void;
  onFirst: () => void;
};

/**
 * Past the first 10,000 rows a list reads on by cursor: 下一页 takes the rows after the last one shown, 上一页 goes
 * back the way the member came (each step is a URL, so the browser's back button does the same).
 */
export function CursorPager({ className, more, onNext, onFirst }: Props) {
  const navigate = useNavigate();
  return (
    <div className={className}>
      <Space wrap>
        <Typography.Text type="secondary">第 {COUNT_CAP.toLocaleString('en-US')} 条之后的记录</Typography.Text>
        <Button onClick={onFirst}>回到第一页</Button>
        <Button onClick={() => void navigate(-1)}>上一页</Button>
        <Button type="primary" disabled={!more} onClick={onNext}>
          下一页
        </Button>
      </Space>
    </div>
  );
}
