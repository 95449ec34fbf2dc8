import { nodeOf } from '@suwork/domain';
import { NOTICE_PUBLISHED, noticeEntity } from '@suwork/domain/entities';
import type { EntityRow } from '../../engine/entity-api.ts';
import { extend, type EntityExtensions } from '../../engine/extensions.ts';
import { noticeApi } from './notice-api.ts';

const published = (row: EntityRow) => Number(row.publish_status) === NOTICE_PUBLISHED;
const editNode = nodeOf(noticeEntity.node, 'edit');

/** What the system module adds to the engine pages: 公告 → 发布 / 撤回. */
export const SYSTEM_EXTENSIONS: EntityExtensions = {
  ...extend(noticeEntity, {
    recordCommands: [
      {
        key: 'publish',
        label: '发布',
        node: editNode,
        show: (row) => !published(row),
        confirm: (row) => `确定发布公告「${String(row.title)}」吗？发布后可见范围内的成员都会收到。`,
        run: (row) => noticeApi.publish(row.id),
      },
      {
        key: 'withdraw',
        label: '撤回',
        node: editNode,
        show: published,
        confirm: (row) => `确定撤回公告「${String(row.title)}」吗？撤回后成员将看不到该公告。`,
        run: (row) => noticeApi.withdraw(row.id),
      },
    ],
  }),
};
