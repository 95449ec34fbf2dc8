import { MSG, SCHEDULE_MSG, SCHEDULE_REMIND, SCHEDULE_REPEAT, SCHEDULE_TITLE_MAX } from '@suwork/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Form, Input, Select, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { usePermission } from '../../../components/auth/Auth.tsx';
import { askConfirm } from '../../../components/ask-confirm.ts';
import { FormCancelButton, FormModal } from '../../../components/FormDialog.tsx';
import { MemberSelect } from '../../../components/pickers/MemberSelect.tsx';
import { RecordPickerInput } from '../../../engine/pickers/RecordPickerInput.tsx';
import { SCHEDULE_KEY, SCHEDULE_NODE, scheduleApi, type Occurrence, type ScheduleInput } from './schedule-api.ts';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import { companyNow } from '../../../lib/dates.ts';

type Values = {
  title: string;
  all_day: boolean;
  start_time: Dayjs;
  end_time: Dayjs;
  participant_ids?: number[];
  location?: string;
  remark?: string;
  remind_minutes: number;
  repeat_rule: string;
  repeat_until?: Dayjs | null;
  customer_id?: number;
  project_id?: number;
};

const REMIND_OPTIONS = Object.entries(SCHEDULE_REMIND).map(([value, label]) => ({ value: Number(value), label }));
const REPEAT_OPTIONS = Object.entries(SCHEDULE_REPEAT).map(([value, label]) => ({ value, label }));

type Props = {
  /** the event opened (its first start for a repeating one comes from info), or the start of a new one */
  event?: Occurrence;
  start?: Dayjs;
  onClose: () => void;
};

/** 新建日程 / 编辑日程 (the creator), or the event read-only (a participant). */
export function ScheduleFormModal({ event, start, onClose }: Props) {
  const { message, modal } = App.useApp();
  const can = usePermission();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const allDay = Form.useWatch('all_day', form);
  const repeat = Form.useWatch('repeat_rule', form);
  const readOnly = event ? !event.can_edit || !can(SCHEDULE_NODE.edit) : false;
  const begin = start ?? companyNow().add(1, 'hour').startOf('hour');
  const initial: Partial<Values> = event
    ? {
        title: event.title,
        all_day: event.all_day,
        start_time: dayjs(event.start_time),
        end_time: dayjs(event.end_time),
        participant_ids: event.participant_ids,
        location: event.location,
        remark: event.remark,
        remind_minutes: event.remind_minutes,
        repeat_rule: event.repeat_rule,
        repeat_until: event.repeat_until ? dayjs(event.repeat_until) : null,
        customer_id: event.customer_id || undefined,
        project_id: event.project_id || undefined,
      }
    : {
        all_day: false,
        start_time: begin,
        end_time: begin.add(1, 'hour'),
        remind_minutes: 15,
        repeat_rule: 'none',
        participant_ids: [],
      };
  const refresh = () => queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
  const [busy, save, submissionKey] = useBusyAction(async (v: Values) => {
    const fmt = v.all_day ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm';
    const body: ScheduleInput = {
      title: v.title,
      all_day: Boolean(v.all_day),
      start_time: v.start_time.format(fmt),
      end_time: v.end_time.format(fmt),
      participant_ids: v.participant_ids ?? [],
      location: v.location ?? '',
      remark: v.remark ?? '',
      remind_minutes: v.remind_minutes,
      repeat_rule: v.repeat_rule,
      repeat_until: v.repeat_rule !== 'none' && v.repeat_until ? v.repeat_until.format('YYYY-MM-DD') : '',
      customer_id: v.customer_id ?? 0,
      project_id: v.project_id ?? 0,
    };
    const res = event ? await scheduleApi.update(event.id, body) : await scheduleApi.add(body, submissionKey());
    message.success(res.msg || MSG.ok);
    await refresh();
    onClose();
  });
  const [, remove] = useBusyAction(async () => {
    if (!event || !(await askConfirm(modal, MSG.confirmDelete, { danger: true }))) return;
    const res = await scheduleApi.del(event.id);
    message.success(res.msg || MSG.ok);
    await refresh();
    onClose();
  });
  const pickerFormat = allDay ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm';
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={event ? (readOnly ? '日程详情' : '编辑日程') : '新建日程'}
      width={640}
      mask={{ closable: false }}
      footer={
        <Space>
          {event && !readOnly && can(SCHEDULE_NODE.del) && (
            <Button danger onClick={() => void remove()}>
              删除
            </Button>
          )}
          <FormCancelButton>{readOnly ? '关闭' : '取消'}</FormCancelButton>
          {!readOnly && (
            <Button type="primary" loading={busy} onClick={() => form.submit()}>
              保存
            </Button>
          )}
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        disabled={readOnly}
        onFinish={(v) => void save(v)}
      >
        <Form.Item
          name="title"
          label="日程标题"
          rules={[
            { required: true, whitespace: true, message: SCHEDULE_MSG.titleRequired },
            { max: SCHEDULE_TITLE_MAX, message: SCHEDULE_MSG.titleTooLong },
          ]}
        >
          <Input autoFocus maxLength={SCHEDULE_TITLE_MAX} />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="all_day" label="全天" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="start_time"
            label="开始时间"
            rules={[{ required: true, message: SCHEDULE_MSG.startRequired }]}
          >
            <DatePicker showTime={allDay ? false : { format: 'HH:mm' }} format={pickerFormat} allowClear={false} />
          </Form.Item>
          <Form.Item
            name="end_time"
            label="结束时间"
            dependencies={['start_time', 'all_day']}
            rules={[
              { required: true, message: SCHEDULE_MSG.endRequired },
              ({ getFieldValue }) => ({
                validator: (_, v?: Dayjs) => {
                  const s = getFieldValue('start_time') as Dayjs | undefined;
                  const unit = getFieldValue('all_day') ? 'day' : 'minute';
                  return v && s && v.isBefore(s, unit)
                    ? Promise.reject(new Error(SCHEDULE_MSG.endBeforeStart))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <DatePicker showTime={allDay ? false : { format: 'HH:mm' }} format={pickerFormat} allowClear={false} />
          </Form.Item>
        </Space>
        <Form.Item name="participant_ids" label="参与人">
          <MemberSelect
            multiple
            known={
              event
                ? event.participant_ids.map((value, i) => ({ value, label: event.participant_names[i] ?? '' }))
                : undefined
            }
          />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="remind_minutes" label="提醒">
            <Select style={{ width: 140 }} options={REMIND_OPTIONS} />
          </Form.Item>
          <Form.Item name="repeat_rule" label="重复">
            <Select style={{ width: 120 }} options={REPEAT_OPTIONS} />
          </Form.Item>
          {repeat && repeat !== 'none' && (
            <Form.Item name="repeat_until" label="重复截止">
              <DatePicker placeholder="不截止" />
            </Form.Item>
          )}
        </Space>
        <Form.Item name="customer_id" label="关联客户">
          <RecordPickerInput entity="customer" initialLabel={event?.customer_name} placeholder="请选择客户" />
        </Form.Item>
        <Form.Item name="project_id" label="关联项目">
          <RecordPickerInput entity="project" initialLabel={event?.project_name} placeholder="请选择项目" />
        </Form.Item>
        <Form.Item name="location" label="地点">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
