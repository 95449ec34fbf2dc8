import { MSG } from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Descriptions, Form, InputNumber, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useGoBack } from '../../components/use-go-back.ts';
import { PageSpin } from '../../components/PageSpin.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { routePath } from '../../engine/route-paths.ts';
import { orgAdminApi } from './org-api.ts';
import styles from './org-styles.ts';
import { noSeatReason } from './seat-state.ts';
import { companyNow } from '../../lib/dates.ts';

type Values = { seats: number; valid_time: Dayjs };

const SEATS_MSG = '请输入席位数';
const VALID_MSG = '请选择有效期';

/** 购买席位: the current licence, and where an administrator enters a bought seat count and its validity. */
export function BuySeatsPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const back = useGoBack(routePath('dept'));
  const state = useQuery({ queryKey: ['org', 'seats'], queryFn: ({ signal }) => orgAdminApi.seats({ signal }) });
  const [saving, submit] = useBusyAction(async (v: Values) => {
    const res = await orgAdminApi.setSeats(v.seats, v.valid_time.format('YYYY-MM-DD'));
    message.success(res.msg || MSG.ok);
    await queryClient.invalidateQueries({ queryKey: ['org'] });
  });
  if (state.isLoading) return <PageSpin />;
  const seats = state.data?.data;

  return (
    <div className={`${styles.panel} ${styles.narrow}`}>
      <Descriptions
        title="当前席位"
        size="small"
        column={1}
        bordered
        items={[
          { key: 'seats', label: '席位数', children: seats?.seats ?? 0 },
          { key: 'used', label: '已启用成员', children: seats?.used ?? 0 },
          { key: 'available', label: '可用席位', children: seats?.available ?? 0 },
          { key: 'valid', label: '有效期至', children: seats?.valid_time || '未购买' },
          ...(seats && noSeatReason(seats) ? [{ key: 'note', label: '说明', children: noSeatReason(seats) }] : []),
        ]}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        aria-label="购买席位"
        style={{ marginTop: 16 }}
        initialValues={{
          seats: seats?.seats || undefined,
          valid_time: seats?.valid_time ? dayjs(seats.valid_time) : undefined,
        }}
        onFinish={submit}
        onFinishFailed={() => message.warning(MSG.fillRequired)}
      >
        <Form.Item
          name="seats"
          label="席位数"
          rules={[{ required: true, message: SEATS_MSG }]}
          extra="购买后的席位总数，启用的成员数不能超过它"
        >
          <InputNumber min={1} max={100000} precision={0} placeholder={SEATS_MSG} style={{ width: '100%' }} autoFocus />
        </Form.Item>
        <Form.Item name="valid_time" label="有效期至" rules={[{ required: true, message: VALID_MSG }]}>
          <DatePicker
            style={{ width: '100%' }}
            placeholder={VALID_MSG}
            disabledDate={(d) => d.isBefore(companyNow(), 'day')}
          />
        </Form.Item>
        <Space>
          <Button onClick={back}>返回</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        </Space>
      </Form>
    </div>
  );
}
