import { Spin } from 'antd';

/** Centred spinner for a page (or, with `full`, the whole window) that is loading. */
export function PageSpin({ full = false }: { full?: boolean }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: full ? '100vh' : 320,
        width: '100%',
      }}
    >
      <Spin size="large" description="加载中…" />
    </div>
  );
}
