import { MSG, TASK_MSG, TASK_TITLE_MAX } from '@suwork/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { MemberSelect } from '../../../components/pickers/MemberSelect.tsx';
import { FileIdsUploader } from '../../../components/upload/FileIdsUploader.tsx';
import { LazyRichTextEditor } from '../../../engine/form/LazyRichTextEditor.tsx';
import { TASK_KEY, taskApi, type TaskInfo, type TaskInput } from './task-api.ts';
import { PRIORITY_OPTIONS, STATUS_OPTIONS } from './task-choices.ts';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import { FormCancelButton, FormDrawer } from '../../../components/FormDialog.tsx';

type Values = Omit<TaskInput, 'start_time' | 'due_time'> & { start_time?: Dayjs | null; due_time?: Dayjs | null };
const TIME = 'YYYY-MM-DD HH:mm';
const timeOf = (s: string) => (s ? dayjs(s) : null);

/** 新建任务 / 编辑任务; closing it with changes asks first, and Escape on an open dropdown closes only the dropdown. */
export function TaskFormDrawer({ task, onClose }: { task?: TaskInfo; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState(false);
  const initial: Partial<Values> = task
    ? {
        title: task.title,
        description: task.description,
        assignee_id: task.assignee_id,
        participant_ids: task.participant_ids,
        start_time: timeOf(task.start_time),
        due_time: timeOf(task.due_time),
        priority: task.priority,
        status: task.status,
        attachments: task.attachments,
      }
    : { description: '', participant_ids: [], priority: 2, status: 1, attachments: [] };
  const [busy, save, submissionKey] = useBusyAction(async (v: Values) => {
    const body: TaskInput = {
      ...v,
      description: v.description ?? '',
      participant_ids: v.participant_ids ?? [],
      attachments: v.attachments ?? [],
      start_time: v.start_time ? v.start_time.format(TIME) : '',
      due_time: v.due_time ? v.due_time.format(TIME) : '',
    };
    const res = task ? await taskApi.update(task.id, body) : await taskApi.add(body, submissionKey());
    message.success(res.msg || MSG.ok);
    await queryClient.invalidateQueries({ queryKey: TASK_KEY });
    onClose();
  });
  return (
    <FormDrawer
      form={form}
      onClose={onClose}
      title={task ? '编辑任务' : '新建任务'}
      size={760}
      mask={{ closable: false }}
      extra={
        <Space>
          <FormCancelButton />
          <Button type="primary" loading={busy} disabled={uploading} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save(v)}>
        <Form.Item
          name="title"
          label="任务标题"
          rules={[
            { required: true, whitespace: true, message: TASK_MSG.titleRequired },
            { max: TASK_TITLE_MAX, message: TASK_MSG.titleTooLong },
          ]}
        >
          <Input autoFocus maxLength={TASK_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item name="assignee_id" label="负责人" rules={[{ required: true, message: TASK_MSG.assigneeRequired }]}>
          <MemberSelect known={task ? [{ value: task.assignee_id, label: task.assignee_name }] : undefined} />
        </Form.Item>
        <Form.Item name="participant_ids" label="参与人">
          <MemberSelect
            multiple
            known={
              task
                ? task.participant_ids.map((value, i) => ({ value, label: task.participant_names[i] ?? '' }))
                : undefined
            }
          />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="start_time" label="开始时间">
            <DatePicker
              showTime={{ format: 'HH:mm', defaultValue: dayjs('09:00', 'HH:mm') }}
              needConfirm={false}
              format={TIME}
            />
          </Form.Item>
          <Form.Item
            name="due_time"
            label="截止时间"
            dependencies={['start_time']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, v?: Dayjs | null) => {
                  const start = getFieldValue('start_time') as Dayjs | null | undefined;
                  return v && start && v.isBefore(start)
                    ? Promise.reject(new Error(TASK_MSG.dueBeforeStart))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            {/* a day picked is due at its end; the time may still be changed, and nothing needs 确定 */}
            <DatePicker
              showTime={{ format: 'HH:mm', defaultValue: dayjs('23:59', 'HH:mm') }}
              needConfirm={false}
              format={TIME}
            />
          </Form.Item>
          <Form.Item name="priority" label="优先级">
            <Select style={{ width: 120 }} options={PRIORITY_OPTIONS} />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Select style={{ width: 120 }} options={STATUS_OPTIONS} />
          </Form.Item>
        </Space>
        <Form.Item name="description" label="任务描述">
          <LazyRichTextEditor ariaLabel="任务描述" placeholder="请输入任务描述" />
        </Form.Item>
        <Form.Item name="attachments" label="附件">
          <FileIdsUploader files={task?.attachments_files} onBusyChange={setUploading} />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
