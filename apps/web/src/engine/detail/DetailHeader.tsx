import { nodeOf } from '@suwork/domain';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { ownerLabel, type EntityDef } from '@suwork/domain/entities';
import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../components/auth/Auth.tsx';
import { EllipsisText } from '../../components/EllipsisText.tsx';
import { GuardedButton } from '../../components/GuardedButton.tsx';
import { isChangeable } from '../approval/flow-document.ts';
import type { EntityRow } from '../entity-api.ts';
import { displayText, EMPTY_TEXT, isListColumn, recordTitle } from '../field-model.ts';
import { routePath } from '../route-paths.ts';
import { useDeleteRecords } from '../use-delete-records.ts';
import styles from './detail.module.css';
import { HeaderFigures } from './HeaderFigures.tsx';

/** How many listed fields the header shows next to the owner. */
const KEY_FIELD_COUNT = 5;

type Props = {
  /** the declaration as the page's view uses it (its routes and nodes) */
  def: EntityDef;
  row: EntityRow;
  /** more actions before 编辑 (转客户, 放入公海, 领取 …) */
  actions?: ReactNode;
  /** why 删除 does not apply to the record (EntityExtension.deleteBlocked) */
  deleteBlocked?: (row: EntityRow) => string | undefined;
};

/**
 * The record's name, its key figures (EntityDef.figures), its key facts (the first other list columns and the owner),
 * the caller's actions, 编辑 and 删除 (not on a document in approval, approved or void).
 */
export function DetailHeader({ def, row, actions, deleteBlocked }: Props) {
  const navigate = useNavigate();
  const can = usePermission();
  const remove = useDeleteRecords(def);
  const figures = new Set(def.figures);
  const facts = def.fields
    .filter((f) => isListColumn(f) && f.key !== def.titleField && !figures.has(f.key))
    .slice(0, KEY_FIELD_COUNT)
    .map((f) => ({ key: f.key, label: f.label, value: displayText(f, row) }));
  if (def.owned)
    facts.push({
      key: 'owner_user_name',
      label: ownerLabel(def),
      value: typeof row.owner_user_name === 'string' ? row.owner_user_name : '',
    });
  const { edit, list } = def.routes;
  const changeable = isChangeable(def, row);

  return (
    <div className={styles.header}>
      <div className={styles.headerTop}>
        <div className={styles.headerName}>
          <span className={styles.badge}>{def.title}</span>
          <Typography.Title level={4} className={styles.title} ellipsis={{ tooltip: recordTitle(def, row) }}>
            {recordTitle(def, row)}
          </Typography.Title>
        </div>
        <Space wrap>
          {actions}
          {changeable && edit && can(nodeOf(def.node, 'edit')) && (
            <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(routePath(edit, { id: row.id }))}>
              编辑
            </Button>
          )}
          {changeable && !deleteBlocked?.(row) && can(nodeOf(def.node, 'del')) && (
            <GuardedButton
              danger
              icon={<DeleteOutlined />}
              onClick={() => remove([row.id], () => void navigate(routePath(list), { replace: true }))}
            >
              删除
            </GuardedButton>
          )}
        </Space>
      </div>
      <HeaderFigures def={def} row={row} />
      <dl className={styles.facts}>
        {facts.map((f) => (
          <div key={f.key} className={styles.fact}>
            <dt>{f.label}</dt>
            <dd>
              <EllipsisText text={f.value || EMPTY_TEXT} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
