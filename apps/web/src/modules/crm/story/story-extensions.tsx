import { customerEntity } from '@suwork/domain/entities';
import { extend, type EntityExtensions } from '../../../engine/extensions.ts';
import { lazyPart } from '../../../components/lazy-part.tsx';

const CustomerStoryTab = lazyPart(() => import('./CustomerStoryTab.tsx').then((m) => m.CustomerStoryTab));

/** What 客户全景 adds to the customer's detail page: a tab of the customer's story across the modules. */
export const STORY_EXTENSIONS: EntityExtensions = {
  ...extend(customerEntity, {
    detailTabs: [{ key: 'story', label: '客户全景', render: (row) => <CustomerStoryTab customerId={row.id} /> }],
  }),
};
