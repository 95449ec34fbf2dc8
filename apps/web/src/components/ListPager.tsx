import { COUNT_CAP, PAGE_SIZES } from '@suwork/domain';
import { Pagination } from 'antd';
import { usePhone } from './use-viewport.ts';

type Props = {
  page: number;
  limit: number;
  total: number;
  onChange: (page: number, limit: number) => void;
  pageSizes?: readonly number[];
  className?: string;
  /** what the total counts: 共 12 条, or 共 12 篇 for articles */
  unit?: string;
} & TotalKind;

/** The server's word on a list total: more than `total` rows (10,000+), or the whole table's estimate. */
export type TotalKind = { capped?: boolean; estimated?: boolean };

/** 共 12 条, 共 10,000+ 条 or 约 1,234,567 条. */
export function totalText(total: number, unit: string, { capped, estimated }: TotalKind = {}): string {
  if (capped) return `共 ${total.toLocaleString('en-US')}+ ${unit}`;
  if (estimated) return `约 ${total.toLocaleString('en-US')} ${unit}`;
  return `共 ${total} ${unit}`;
}

/**
 * The pager of a list: total, page sizes, at most 5 page buttons, jump; hidden when everything fits one page.
 * Pages stop at the first 10,000 rows (deeper offsets are refused by the server: filters narrow a large list). On a
 * phone: the total, previous / next and the page number only.
 */
export function ListPager({
  page,
  limit,
  total,
  onChange,
  pageSizes = PAGE_SIZES,
  className,
  unit = '条',
  capped,
  estimated,
}: Props) {
  const phone = usePhone();
  if (total <= limit) return null;
  return (
    <div className={className}>
      <Pagination
        current={page}
        pageSize={limit}
        total={Math.min(total, COUNT_CAP)}
        showLessItems
        simple={phone}
        showSizeChanger={!phone}
        showQuickJumper={!phone}
        pageSizeOptions={[...pageSizes]}
        showTotal={() => totalText(total, unit, { capped, estimated })}
        onChange={(p, size) => onChange(size !== limit ? 1 : p, size)}
      />
    </div>
  );
}
