import { MSG, Decimal } from '@suwork/domain';
import type { StatementLine } from '@suwork/domain/contracts';
import { financeRoutes } from '@suwork/domain/routes';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Select, Table, Tag, Typography, Upload, type TableColumnsType } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { call } from '../../../api/call.ts';
import { FormCancelButton, FormModal } from '../../../components/FormDialog.tsx';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import { formatAmount } from '../../../lib/format.ts';
import { contractApi, refreshMoneyChain } from '../../crm/index.ts';

const matchStatement = (file: File) => call(financeRoutes.matchStatement, { file });

/** 银行流水匹配: a bank statement (xlsx) read line by line, each shown with the collections it may be; each confirmed by hand. */
export function StatementMatchButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        银行流水匹配
      </Button>
      {open && <StatementMatchDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function StatementMatchDialog({ onClose }: { onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<StatementLine[]>();
  const [chosen, setChosen] = useState<Record<number, number | undefined>>({});
  const [done, setDone] = useState<Record<number, true>>({});
  const [reading, read] = useBusyAction(async (file: File) => {
    const res = await matchStatement(file);
    setLines(res.data.lines);
    // the first suggestion of each line is preselected only when it is exact
    setChosen(
      Object.fromEntries(
        res.data.lines.map((l) => [l.row, l.matches[0]?.exact ? l.matches[0].receivable_id : undefined]),
      ),
    );
    setDone({});
  });
  const [confirming, confirm] = useBusyAction(async (line: StatementLine) => {
    const match = line.matches.find((m) => m.receivable_id === chosen[line.row]);
    if (!match) return void message.warning('请选择对应的回款记录');
    // what arrived on the collection grows by the line's amount: the first money confirms it, more is 更正到账
    const arrived = new Decimal(match.actual_amount).plus(line.amount).toFixed(2);
    const res = new Decimal(match.actual_amount).gt(0)
      ? await contractApi.correctReceipt(match.receivable_id, arrived, `银行流水第${line.row}行到账 ${line.amount} 元`)
      : await contractApi.confirmReceipt(match.receivable_id, arrived);
    message.success(res.msg || MSG.ok);
    setDone((d) => ({ ...d, [line.row]: true }));
    await refreshMoneyChain(queryClient);
  });

  const columns: TableColumnsType<StatementLine> = [
    { key: 'row', dataIndex: 'row', title: '行', width: 52 },
    { key: 'date', dataIndex: 'date', title: '日期', width: 110 },
    { key: 'payer', dataIndex: 'payer', title: '付款方', width: 180 },
    {
      key: 'amount',
      title: '金额（元）',
      width: 120,
      align: 'right',
      render: (_, l) => (l.amount ? formatAmount(l.amount) : '--'),
    },
    { key: 'reference', dataIndex: 'reference', title: '摘要', width: 120, render: (v: string) => v || '--' },
    {
      key: 'match',
      title: '对应回款记录',
      width: 320,
      render: (_, l) =>
        l.problem ? (
          <Typography.Text type="warning">{l.problem}</Typography.Text>
        ) : l.matches.length === 0 ? (
          <Typography.Text type="secondary">没有该付款方待到账的回款记录</Typography.Text>
        ) : (
          <Select
            aria-label={`第${l.row}行对应回款记录`}
            style={{ width: '100%' }}
            placeholder="请选择回款记录"
            disabled={done[l.row]}
            value={chosen[l.row]}
            onChange={(v: number) => setChosen((c) => ({ ...c, [l.row]: v }))}
            options={l.matches.map((m) => ({
              value: m.receivable_id,
              label: `${m.hk_number} · ${m.contract_name} · 待到账 ${formatAmount(m.remaining)}${m.exact ? '（金额一致）' : ''}`,
            }))}
          />
        ),
    },
    {
      key: 'confirm',
      title: '操作',
      width: 110,
      render: (_, l) =>
        done[l.row] ? (
          <Tag color="success">已确认</Tag>
        ) : l.matches.length > 0 ? (
          <Button type="link" disabled={confirming || chosen[l.row] === undefined} onClick={() => void confirm(l)}>
            确认到账
          </Button>
        ) : null,
    },
  ];

  return (
    // a FormModal for Escape in a line's open choice, which closes only the choice; each match is saved on its own
    <FormModal onClose={onClose} title="银行流水匹配" width={1040} footer={<FormCancelButton>关闭</FormCancelButton>}>
      <Typography.Paragraph type="secondary">
        上传银行流水（xlsx，需有「付款方」或「对方户名」与「金额」列，可含「交易日期」「摘要」）。系统按付款方名称和待到账金额推荐回款记录，逐笔确认后才计入到账。
      </Typography.Paragraph>
      <Upload
        accept=".xlsx"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          void read(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={reading}>
          选择银行流水文件
        </Button>
      </Upload>
      {lines && (
        <Table<StatementLine>
          style={{ marginTop: 12 }}
          rowKey="row"
          size="small"
          columns={columns}
          dataSource={lines}
          pagination={lines.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '流水中没有数据行' }}
        />
      )}
    </FormModal>
  );
}
