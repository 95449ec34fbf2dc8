import type { EntityRow } from '../entity-api.ts';
import { relatedLabel } from './related-lists.ts';
import { RelatedTable } from './RelatedTable.tsx';
import type { RelatedList } from './use-related-lists.ts';

/** The detail page's tabs of the related lists: 「商机 (3)」, the table rendered once the tab is opened. */
export const relatedTabs = (lists: readonly RelatedList[], parent: EntityRow) =>
  lists.map((l) => ({ key: l.key, label: relatedLabel(l.target.title, l.total), children: <RelatedTable target={l.target} field={l.field} parent={parent} prefill={l.prefill} /> }));
