import { PAGE_SIZES } from '@suwork/domain';
import { Pagination } from 'antd';

type Props = {
  page: number;
  limit: number;
  total: number;
  onChange: (page: number, limit: number) => void;
  pageSizes?: readonly number[];
  className?: string;
  /** what the total counts: 共 12 条, or 共 12 篇 for articles */
  unit?: string;
};

/** The pager of a list: total, page sizes, at most 5 page buttons, jump; hidden when everything fits one page. */
export function ListPager({ page, limit, total, onChange, pageSizes = PAGE_SIZES, className, unit = '条' }: Props) {
  if (total <= limit) return null;
  return (
    <div className={className}>
      <Pagination
        current={page}
        pageSize={limit}
        total={total}
        showLessItems
        showSizeChanger
        showQuickJumper
        pageSizeOptions={[...pageSizes]}
        showTotal={(n) => `共 ${n} ${unit}`}
        onChange={(p, size) => onChange(size !== limit ? 1 : p, size)}
      />
    </div>
  );
}
