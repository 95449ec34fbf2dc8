import { relatedLabel } from './related-lists.ts';
import { RelatedTable } from './RelatedTable.tsx';
import type { RelatedList } from './use-related-lists.ts';

/** The detail page's tabs of the related lists: 「商机 (3)」, the table rendered once the tab is opened. */
export const relatedTabs = (lists: readonly RelatedList[], parentId: number) =>
  lists.map((l) => ({
    key: l.key,
    label: relatedLabel(l.target.title, l.total),
    children: <RelatedTable target={l.target} field={l.field} parentId={parentId} />,
  }));
