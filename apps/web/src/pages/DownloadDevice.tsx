import { AndroidOutlined, AppleOutlined, DesktopOutlined, WindowsOutlined } from '@ant-design/icons';
import { PRODUCT_TITLE } from '@suwork/domain';
import { Button, Card, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './DownloadDevice.module.css';

type Client = { key: string; title: string; icon: ReactNode; description: string; qr: boolean };

// No client is published yet: every card says 即将上线 instead of pointing somewhere.
const CLIENTS: readonly Client[] = [
  {
    key: 'ios',
    title: 'iPhone / iPad',
    icon: <AppleOutlined />,
    description: '随时查看审批、客户与跟进，消息及时提醒。',
    qr: true,
  },
  {
    key: 'android',
    title: 'Android',
    icon: <AndroidOutlined />,
    description: '移动办公：审批、打卡、客户跟进一手掌握。',
    qr: true,
  },
  {
    key: 'windows',
    title: 'Windows 桌面端',
    icon: <WindowsOutlined />,
    description: '在电脑上高效处理业务，文件预览与消息通知更便捷。',
    qr: false,
  },
  {
    key: 'mac',
    title: 'macOS 桌面端',
    icon: <DesktopOutlined />,
    description: '适配 Mac 的桌面客户端，与网页版数据实时同步。',
    qr: false,
  },
];

/** 下载客户端 (/downloadDevice, public): the mobile and desktop apps, each marked 即将上线 until it is released. */
export function DownloadDevice() {
  return (
    <div className={styles.page}>
      <section className={styles.intro}>
        <h1>下载 {PRODUCT_TITLE} 客户端</h1>
        <p>手机与电脑客户端正在开发中，上线后可在此处下载。在此之前，请使用浏览器访问网页版，功能完整可用。</p>
      </section>
      <div className={styles.grid}>
        {CLIENTS.map((c) => (
          <Card key={c.key} style={{ textAlign: 'center' }} aria-label={c.title}>
            <div className={styles.icon}>{c.icon}</div>
            <h2 style={{ fontSize: 18, margin: '12px 0 8px' }}>
              {c.title} <Tag>即将上线</Tag>
            </h2>
            <p style={{ color: '#5b6270', minHeight: 44 }}>{c.description}</p>
            {c.qr && <div className={styles.qr}>二维码即将上线</div>}
            <Button block disabled>
              即将上线
            </Button>
          </Card>
        ))}
      </div>
      <Space className={styles.footer} style={{ display: 'flex', justifyContent: 'center' }}>
        <Link to="/">使用网页版</Link>
      </Space>
    </div>
  );
}
