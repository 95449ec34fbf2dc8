import { REPORT_TYPE_LABEL } from '@suwork/domain';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Radio, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { FormDrawer } from '../../../components/FormDialog.tsx';
import { REPORT_KEY, reportApi, type MissingMember } from './report-api.ts';
import { companyNow } from '../../../lib/dates.ts';

const PICKER: Record<number, 'date' | 'week' | 'month'> = { 1: 'date', 2: 'week', 3: 'month' };

/** 未提交名单: members under a 汇报规则 with no report for the chosen day, week or month (a manager sees the departments they lead). */
export function MissingReportsDrawer({ onClose }: { onClose: () => void }) {
  const [type, setType] = useState(1);
  const [date, setDate] = useState(companyNow());
  const day = date.format('YYYY-MM-DD');
  const missing = useQuery({
    queryKey: [...REPORT_KEY, 'missing', type, day],
    queryFn: ({ signal }) => reportApi.missing(type, day, { signal }),
  });
  return (
    // a FormDrawer for Escape in the open date panel, which closes only the panel (nothing here is unsaved)
    <FormDrawer onClose={onClose} title="未提交名单" size={560}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Radio.Group
          optionType="button"
          value={type}
          onChange={(e) => setType(Number(e.target.value))}
          options={[1, 2, 3].map((t) => ({ value: t, label: REPORT_TYPE_LABEL[t] }))}
        />
        <DatePicker
          aria-label="统计日期"
          picker={PICKER[type]}
          value={date}
          allowClear={false}
          onChange={(d) => d && setDate(d)}
        />
      </Space>
      {missing.data && (
        <Typography.Paragraph type="secondary">{`${missing.data.data.period_label} 未提交${REPORT_TYPE_LABEL[type]}：${missing.data.data.list.length} 人`}</Typography.Paragraph>
      )}
      <Table<MissingMember>
        rowKey="user_id"
        size="small"
        loading={missing.isFetching}
        dataSource={missing.data?.data.list ?? []}
        pagination={false}
        locale={{ emptyText: '暂无数据' }}
        columns={[
          { title: '成员', dataIndex: 'user_name' },
          { title: '部门', dataIndex: 'dept_name' },
        ]}
      />
    </FormDrawer>
  );
}
