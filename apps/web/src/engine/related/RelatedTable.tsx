import { PlusOutlined } from '@ant-design/icons';
import { MSG, nodeOf } from '@suwork/domain';
import type { EntityDef } from '@suwork/domain/entities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../components/auth/Auth.tsx';
import { ListPager } from '../../components/ListPager.tsx';
import { entityApi, type EntityRow } from '../entity-api.ts';
import { viewKey } from '../entity-view.ts';
import { listColumns } from '../list/columns.tsx';
import { detailQuery } from '../pool/pool-api.ts';
import { routePath } from '../route-paths.ts';
import { relatedParams, withoutBackReference } from './related-lists.ts';
import styles from './related.module.css';

/** Rows a page of a related list. */
export const RELATED_PAGE_SIZE = 10;

type Props = {
  target: EntityDef;
  /** the target's reference field naming the parent record */
  field: string;
  parentId: number;
};

/** A related list's tab: the target's records pointing at the parent, paged, with 新建 prefilling the reference. */
export function RelatedTable({ target, field, parentId }: Props) {
  const navigate = useNavigate();
  const can = usePermission();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(RELATED_PAGE_SIZE);
  const params = relatedParams(field, parentId, page, limit);
  const { data, isFetching } = useQuery({
    queryKey: viewKey(target, 'owned', 'list', params),
    queryFn: ({ signal }) => entityApi(target).list(params, { signal }),
    placeholderData: keepPreviousData,
  });

  const { info, add } = target.routes;
  const columns = useMemo(
    () =>
      listColumns(withoutBackReference(target, field), {
        infoPath: info ? (row) => routePath(info, detailQuery(target, row.id)) : undefined,
      }),
    [target, field, info],
  );
  const scrollX = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 150), 0);
  const canAdd = add !== undefined && can(nodeOf(target.node, 'add'));

  return (
    <div>
      {canAdd && (
        <div className={styles.toolbar}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(routePath(add, { [field]: parentId }))}
          >
            新建{target.title}
          </Button>
        </div>
      )}
      <Table<EntityRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        pagination={false}
        scroll={{ x: scrollX }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} /> }}
      />
      <ListPager
        className={styles.pager}
        page={page}
        limit={limit}
        total={data?.count ?? 0}
        capped={data?.capped}
        onChange={(p, l) => {
          setPage(p);
          setLimit(l);
        }}
      />
    </div>
  );
}
