import { nodeOf } from '@suwork/domain';
import type { EntityDef } from '@suwork/domain/entities';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../components/auth/Auth.tsx';
import { GuardedButton } from '../../components/GuardedButton.tsx';
import { isChangeable } from '../approval/flow-document.ts';
import type { EntityRow } from '../entity-api.ts';
import type { RecordCommand, RecordLink } from '../extensions.ts';
import { detailQuery } from '../pool/pool-api.ts';
import { routePath } from '../route-paths.ts';
import { useDeleteRecords } from '../use-delete-records.ts';
import { useRecordCommand } from '../use-record-command.ts';

type Props = {
  /** the declaration as the page's view uses it (its routes and nodes) */
  def: EntityDef;
  row: EntityRow;
  onDeleted: (id: number) => void;
  /** links a module adds (转客户) */
  links?: readonly RecordLink[];
  /** actions a module adds (发布) */
  commands?: readonly RecordCommand[];
  /** why 删除 does not apply to the record (EntityExtension.deleteBlocked) */
  deleteBlocked?: (row: EntityRow) => string | undefined;
};

/** How many row actions a page may show at most, for the column width. */
export const rowActionCount = (
  def: EntityDef,
  links: readonly RecordLink[] = [],
  commands: readonly RecordCommand[] = [],
): number => 2 + (def.routes.edit ? 1 : 0) + links.length + commands.length;

/**
 * 查看 / 编辑 / 删除 of one row and the module's links and commands, each shown when the route exists and the user holds
 * its node; 编辑 and 删除 not on a document in approval, approved or void.
 */
export function RowActions({ def, row, onDeleted, links = [], commands = [], deleteBlocked }: Props) {
  const navigate = useNavigate();
  const can = usePermission();
  const remove = useDeleteRecords(def);
  const runCommand = useRecordCommand(def);
  const { info, edit } = def.routes;
  const changeable = isChangeable(def, row);
  return (
    <Space size={0}>
      {info && (
        <Button type="link" size="small" onClick={() => navigate(routePath(info, detailQuery(def, row.id)))}>
          查看
        </Button>
      )}
      {changeable && edit && can(nodeOf(def.node, 'edit')) && (
        <Button type="link" size="small" onClick={() => navigate(routePath(edit, { id: row.id }))}>
          编辑
        </Button>
      )}
      {links
        .filter((l) => can(l.node) && (l.show?.(row) ?? true))
        .map((l) => (
          <Button key={l.key} type="link" size="small" onClick={() => navigate(routePath(l.route, { id: row.id }))}>
            {l.label}
          </Button>
        ))}
      {commands
        .filter((c) => can(c.node) && (c.show?.(row) ?? true))
        .map((c) => (
          <GuardedButton key={c.key} type="link" size="small" onClick={() => void runCommand(c, row)}>
            {c.label}
          </GuardedButton>
        ))}
      {changeable && !deleteBlocked?.(row) && can(nodeOf(def.node, 'del')) && (
        <GuardedButton type="link" size="small" danger onClick={() => remove([row.id], () => onDeleted(row.id))}>
          删除
        </GuardedButton>
      )}
    </Space>
  );
}
