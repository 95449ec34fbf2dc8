import { RotateRightOutlined, UndoOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Result, Space, Tooltip } from 'antd';
import { useState } from 'react';
import styles from '../FileView.module.css';

const STEP = 0.25;
const MIN = 0.25;
const MAX = 5;

/** A picture with zoom in / out, rotate and reset. */
export function ImageViewer({ src, name }: { src: string; name: string }) {
  const [scale, setScale] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [failed, setFailed] = useState(false);
  const zoom = (delta: number) => setScale((s) => Math.min(MAX, Math.max(MIN, Math.round((s + delta) * 100) / 100)));
  const tool = (label: string, icon: React.ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <Button aria-label={label} icon={icon} onClick={onClick} disabled={disabled} />
    </Tooltip>
  );
  if (failed)
    return (
      <Result
        status="warning"
        title="图片加载失败"
        subTitle="文件可能已被删除，或登录已失效，请刷新页面或重新登录后再试。"
      />
    );
  return (
    <div className={styles.imageStage}>
      <Space className={styles.imageTools}>
        {tool('放大', <ZoomInOutlined />, () => zoom(STEP), scale >= MAX)}
        {tool('缩小', <ZoomOutOutlined />, () => zoom(-STEP), scale <= MIN)}
        {tool('旋转', <RotateRightOutlined />, () => setRotation((r) => (r + 90) % 360))}
        {tool('重置', <UndoOutlined />, () => {
          setScale(1);
          setRotation(0);
        })}
        <span className={styles.zoomLabel}>{Math.round(scale * 100)}%</span>
      </Space>
      <div className={styles.imageCanvas}>
        <img
          src={src}
          alt={name}
          className={styles.image}
          style={{ transform: `scale(${scale}) rotate(${rotation}deg)` }}
          onError={() => setFailed(true)}
        />
      </div>
    </div>
  );
}
