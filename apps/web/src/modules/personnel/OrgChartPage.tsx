import { CompressOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Spin, Tag } from 'antd';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { orgApi } from '../../api/org-api.ts';
import { PlainList, PlainListItem } from '../../components/PlainList.tsx';
import { chartTree, parentIds, type ChartNode } from './org-chart-data.ts';
import { personnelApi } from './personnel-api.ts';
import styles from './OrgChart.module.css';

const ZOOMS = [0.5, 0.6, 0.75, 0.9, 1, 1.1, 1.25, 1.5];

/** 组织架构图: the department tree drawn top-down from 全公司, read-only; a box opens its members. */
export function OrgChartPage() {
  const tree = useQuery({ queryKey: ['org', 'deptTree'], queryFn: ({ signal }) => orgApi.deptTree({ signal }) });
  const facts = useQuery({
    queryKey: ['org', 'departments'],
    queryFn: ({ signal }) => personnelApi.departments({ signal }),
  });
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const [zoom, setZoom] = useState(1);
  const [open, setOpen] = useState<ChartNode>();
  const canvas = useRef<HTMLDivElement>(null);
  const chart = useRef<HTMLDivElement>(null);

  const root = useMemo(() => {
    const top = tree.data?.data[0];
    return top && facts.data ? chartTree(top, facts.data.data) : undefined;
  }, [tree.data, facts.data]);

  // a company wider than the page opens fitted to it (once; the zoom buttons take over from there)
  const fitted = useRef(false);
  useLayoutEffect(() => {
    const [box, content] = [canvas.current, chart.current];
    if (!root || fitted.current || !box || !content) return;
    fitted.current = true;
    if (content.scrollWidth > box.clientWidth)
      setZoom(Math.max(ZOOMS[0], (box.clientWidth - 32) / content.scrollWidth));
  }, [root]);

  if (tree.isPending || facts.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!root) return <Empty description="暂无数据" />;

  const toggle = (id: number) =>
    setFolded((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));
  const step = (dir: 1 | -1) =>
    setZoom((z) => ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, ZOOMS.findIndex((x) => x >= z) + dir))]);
  const fit = () => {
    const box = canvas.current;
    const content = chart.current;
    if (!box || !content || content.scrollWidth === 0) return setZoom(1);
    // scrollWidth is measured at the current zoom
    const natural = content.scrollWidth / zoom;
    setZoom(Math.max(ZOOMS[0], Math.min(1, (box.clientWidth - 32) / natural)));
  };

  const renderNode = (n: ChartNode, isRoot = false) => {
    const hidden = folded.has(n.id);
    return (
      <li key={n.id}>
        {/* named by what it shows: 销售部 负责人：李娜 5 人 */}
        <div
          role="button"
          tabIndex={0}
          className={`${styles.box} ${isRoot ? styles.root : ''}`}
          onClick={() => setOpen(n)}
          onKeyDown={(e) => e.key === 'Enter' && setOpen(n)}
        >
          <span className={styles.name}>{n.name}</span>{' '}
          {n.leader ? (
            <span className={styles.leader}>负责人：{n.leader}</span>
          ) : (
            <span className={styles.noLeader}>未设置负责人</span>
          )}{' '}
          <span className={styles.count}>{n.total} 人</span>
        </div>
        {n.children.length > 0 && (
          <Button
            className={styles.toggle}
            size="small"
            shape="circle"
            icon={hidden ? <PlusOutlined /> : <MinusOutlined />}
            aria-label={`${hidden ? '展开' : '收起'}${n.name}`}
            onClick={() => toggle(n.id)}
          />
        )}
        {n.children.length > 0 && !hidden && <ul>{n.children.map((c) => renderNode(c))}</ul>}
      </li>
    );
  };

  return (
    <div>
      <div className={styles.toolbar}>
        <Button icon={<MinusOutlined />} aria-label="缩小" disabled={zoom <= ZOOMS[0]} onClick={() => step(-1)} />
        <span className={styles.zoom} aria-label="缩放比例">
          {Math.round(zoom * 100)}%
        </span>
        <Button
          icon={<PlusOutlined />}
          aria-label="放大"
          disabled={zoom >= ZOOMS[ZOOMS.length - 1]}
          onClick={() => step(1)}
        />
        <Button icon={<CompressOutlined />} onClick={fit}>
          适应窗口
        </Button>
        <Button onClick={() => setFolded(new Set())}>展开全部</Button>
        <Button onClick={() => setFolded(new Set(parentIds(root).filter((id) => id !== root.id)))}>收起全部</Button>
      </div>
      <div ref={canvas} className={styles.canvas}>
        <div ref={chart} className={styles.chart} style={{ zoom }}>
          <ul>{renderNode(root, true)}</ul>
        </div>
      </div>
      {open && <DeptMembersDrawer node={open} onClose={() => setOpen(undefined)} />}
    </div>
  );
}

/** The members of one department, its leader first and marked. */
function DeptMembersDrawer({ node, onClose }: { node: ChartNode; onClose: () => void }) {
  const directory = useQuery({
    queryKey: ['org', 'directory'],
    queryFn: ({ signal }) => personnelApi.directory({ signal }),
  });
  const members = (directory.data?.data.user_list ?? [])
    .filter((m) => m.dept_id === node.id)
    .sort((a, b) => b.is_leader - a.is_leader);
  return (
    <Drawer open title={`${node.name}（${node.own} 人）`} size={360} onClose={onClose}>
      <PlainList
        loading={directory.isPending}
        items={members}
        rowKey={(m) => m.value}
        empty="暂无数据"
        renderItem={(m) => (
          <PlainListItem>
            <span>{m.label}</span>
            {m.is_leader === 2 && <Tag color="gold">负责人</Tag>}
          </PlainListItem>
        )}
      />
    </Drawer>
  );
}
