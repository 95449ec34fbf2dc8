import { nodeOf } from '@suwork/domain';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { EntityDef } from '@suwork/domain/entities';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../components/auth/Auth.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { GuardedButton } from '../../components/GuardedButton.tsx';
import { entityApi } from '../entity-api.ts';
import { routePath } from '../route-paths.ts';
import styles from './list.module.css';
import { totalText, type TotalKind } from '../../components/ListPager.tsx';

type Props = {
  def: EntityDef;
  /** none while reading on by cursor (the pager says where the member is) */
  total?: number;
  /** the total is "10,000+" or the whole table's estimate */
  totalKind?: TotalKind;
  selected: readonly number[];
  onDeleteSelected: () => void;
  /** the filters of the list, sent with 导出 */
  exportFilters: () => Record<string, string>;
  /** more actions on the selected rows (领取, 分配, 放入公海), after 删除 */
  batchActions?: ReactNode;
  /** more actions on the right, before 导出 (导入) */
  tools?: ReactNode;
  /** 列设置, last on the right */
  columnSettings?: ReactNode;
};

/** 新建, batch 删除 and 导出 above the table, each shown to holders of its node, with the caller's actions. */
export function ListToolbar({
  def,
  total,
  totalKind,
  selected,
  onDeleteSelected,
  exportFilters,
  batchActions,
  tools,
  columnSettings,
}: Props) {
  const navigate = useNavigate();
  const can = usePermission();
  const { add } = def.routes;
  return (
    <div className={styles.toolbar}>
      <Space wrap>
        {add && can(nodeOf(def.node, 'add')) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(routePath(add))}>
            新建
          </Button>
        )}
        {can(nodeOf(def.node, 'del')) && (
          <GuardedButton danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={onDeleteSelected}>
            {selected.length > 0 ? `删除（${selected.length}）` : '删除'}
          </GuardedButton>
        )}
        {batchActions}
        {total !== undefined && <span className={styles.toolbarTitle}>{totalText(total, '条', totalKind)}</span>}
      </Space>
      <Space wrap>
        {tools}
        {def.features.export && can(nodeOf(def.node, 'export')) && (
          <ExportButton request={(options, format) => entityApi(def).export(exportFilters(), options, format)} />
        )}
        {columnSettings}
      </Space>
    </div>
  );
}
