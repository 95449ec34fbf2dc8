import { REPORT_FIELD_LABEL, REPORT_MSG, REPORT_TYPE_LABEL } from '@suwork/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, DatePicker, Radio, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { PageSpin } from '../../../components/PageSpin.tsx';
import { REPORT_KEY, reportApi } from './report-api.ts';
import { ReportForm } from './ReportForm.tsx';
import { companyNow } from '../../../lib/dates.ts';

const PICKER: Record<number, 'date' | 'week' | 'month'> = { 1: 'date', 2: 'week', 3: 'month' };
const TYPES = [1, 2, 3] as const;

/**
 * 写汇报: 日报 / 周报 / 月报 for a day, week or month (?type=&date=), or one report to edit (?id=). Choosing a
 * period already reported opens that report for editing instead of writing a second.
 */
export function DayReportPage() {
  const [search, setSearch] = useSearchParams();
  const editId = Number(search.get('id')) || 0;
  const type = TYPES.find((t) => t === Number(search.get('type'))) ?? 1;
  const date = dayjs(search.get('date') ?? undefined).isValid() ? dayjs(search.get('date') ?? undefined) : companyNow();
  const day = date.format('YYYY-MM-DD');
  const go = (next: { type?: number; date?: Dayjs | null }) =>
    setSearch({ type: String(next.type ?? type), date: (next.date ?? date).format('YYYY-MM-DD') });

  const existing = useQuery({
    queryKey: [...REPORT_KEY, 'mine', type, day],
    queryFn: ({ signal }) => reportApi.findMine(type, day, { signal }),
    enabled: editId === 0,
    gcTime: 0,
  });
  const id = editId || existing.data?.data.id || 0;
  const report = useQuery({
    queryKey: [...REPORT_KEY, 'edit', id],
    queryFn: ({ signal }) => reportApi.info(id, true, { signal }),
    enabled: id > 0,
    gcTime: 0,
  });
  const defaults = useQuery({
    queryKey: [...REPORT_KEY, 'defaults', type],
    queryFn: ({ signal }) => reportApi.defaults(type, { signal }),
    enabled: id === 0 && existing.isSuccess,
  });

  const loading =
    (editId === 0 && existing.isPending) || (id > 0 && report.isPending) || (id === 0 && defaults.isPending);
  const info = id > 0 ? report.data?.data : undefined;
  const shownType = info?.type ?? type;
  return (
    <Card title={info ? `编辑${REPORT_TYPE_LABEL[shownType]}（${info.period_label}）` : '写汇报'}>
      {editId === 0 && (
        <Space wrap style={{ marginBottom: 16 }}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={type}
            onChange={(e) => go({ type: Number(e.target.value) })}
            options={TYPES.map((t) => ({ value: t, label: REPORT_TYPE_LABEL[t] }))}
          />
          <DatePicker
            aria-label="汇报日期"
            picker={PICKER[type]}
            value={date}
            allowClear={false}
            onChange={(d) => d && go({ date: d })}
          />
        </Space>
      )}
      {editId === 0 && info && (
        <Alert
          showIcon
          type="info"
          style={{ marginBottom: 16 }}
          title={`您已提交过${info.period_label}的${REPORT_TYPE_LABEL[info.type]}，可在下方修改`}
        />
      )}
      {loading ? (
        <PageSpin />
      ) : (
        <ReportForm
          key={`${shownType}-${id}-${day}`}
          labels={REPORT_FIELD_LABEL[shownType]}
          report={info}
          defaultRecipients={defaults.data?.data ?? []}
          save={(values, key) => (info ? reportApi.update(info.id, values) : reportApi.add(type, day, values, key))}
          requiredMessages={{ work: REPORT_MSG.workRequired(shownType), plan: REPORT_MSG.planRequired(shownType) }}
          okText={info ? '保存修改' : '提交'}
        />
      )}
    </Card>
  );
}
