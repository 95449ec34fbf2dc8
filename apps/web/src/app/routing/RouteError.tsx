import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { AntIcon } from '../plain/AntIcon.tsx';
import { PrimaryButton } from '../plain/PrimaryButton.tsx';

// Kept free of lazy code, antd included: this is what shows when a page's code fails to load (e.g. after a new release).
export function RouteError() {
  return (
    <div
      role="alert"
      style={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
      }}
    >
      <AntIcon icon={CloseCircleFilled} style={{ fontSize: 56, color: '#ff4d4f' }} />
      <div style={{ fontSize: 22, color: 'rgba(0,0,0,0.88)' }}>页面加载失败</div>
      <div style={{ color: 'rgba(0,0,0,0.45)' }}>请刷新页面重试，若问题仍然存在请联系管理员。</div>
      <PrimaryButton onClick={() => window.location.reload()}>刷新页面</PrimaryButton>
    </div>
  );
}
