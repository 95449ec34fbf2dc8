import { ArrowLeftOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { HOME_PATH } from '@suwork/domain';
import { Button, Tooltip } from 'antd';
import styles from './Shell.module.css';
import { useGoBack } from '../../components/use-go-back.ts';

type Props = { title: string; tooltip?: string; fallbackPath?: string };

/** Title of the page with a back button; with no page to go back to, back opens `fallbackPath`. */
export function PageTitleBar({ title, tooltip, fallbackPath = HOME_PATH }: Props) {
  const back = useGoBack(fallbackPath);
  return (
    <div className={styles.titleBar}>
      <Button type="text" size="small" icon={<ArrowLeftOutlined />} onClick={back}>
        返回
      </Button>
      <span className={styles.titleDivider} />
      <h1 className={styles.title}>{title}</h1>
      {tooltip && (
        <Tooltip title={tooltip}>
          <QuestionCircleOutlined className={styles.titleTip} />
        </Tooltip>
      )}
    </div>
  );
}
