import { Alert, Empty, Table, Tabs } from 'antd';
import type { SheetPreview } from '../preview-api.ts';

/** Column letters as Excel shows them: A … Z, AA … */
const columnName = (i: number): string =>
  i < 26 ? String.fromCharCode(65 + i) : columnName(Math.floor(i / 26) - 1) + columnName(i % 26);

function SheetTable({ sheet }: { sheet: SheetPreview }) {
  if (sheet.rows.length === 0) return <Empty description="此工作表为空" />;
  const width = Math.max(...sheet.rows.map((r) => r.length));
  const columns = [
    { key: 'row', title: '', dataIndex: 'row', width: 56, fixed: 'left' as const },
    ...Array.from({ length: width }, (_, i) => ({
      key: String(i),
      title: columnName(i),
      dataIndex: String(i),
      width: 120,
      ellipsis: true,
    })),
  ];
  const data = sheet.rows.map((cells, r) => ({
    key: r,
    row: r + 1,
    ...Object.fromEntries(cells.map((v, i) => [String(i), v])),
  }));
  return (
    <>
      {sheet.truncated && (
        <Alert type="info" showIcon title="仅显示前 1000 行、50 列，完整内容请下载查看" style={{ marginBottom: 12 }} />
      )}
      <Table
        size="small"
        bordered
        columns={columns}
        dataSource={data}
        pagination={{ pageSize: 100, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}

/** A workbook as one tab per sheet. */
export function SheetViewer({ sheets }: { sheets: SheetPreview[] }) {
  if (sheets.length === 0) return <Empty description="工作簿中没有工作表" />;
  return <Tabs items={sheets.map((s, i) => ({ key: String(i), label: s.name, children: <SheetTable sheet={s} /> }))} />;
}
