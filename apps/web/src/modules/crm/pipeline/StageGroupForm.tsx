import { MSG } from '@suwork/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Radio } from 'antd';
import { FormModal } from '../../../components/FormDialog.tsx';
import { DepartmentSelect } from '../../../components/pickers/DepartmentSelect.tsx';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import { GROUP_STATUS, PIPELINE_KEY, pipelineApi, type StageGroup } from './pipeline-api.ts';
import { groupBody, groupValues, type StageGroupValues } from './stage-group-values.ts';
import { StageRows } from './StageRows.tsx';

type Props = {
  /** the group being edited; absent for 新建阶段组 */
  group?: StageGroup;
  /** the place of a new group in the list */
  nextSort: number;
  onClose: () => void;
};

const STATUS_OPTIONS = [
  { value: GROUP_STATUS.enabled, label: '启用' },
  { value: GROUP_STATUS.disabled, label: '停用' },
];

/** 新建阶段组 / 编辑阶段组: name, departments, status and the ordered stages; saved whole. */
export function StageGroupForm({ group, nextSort, onClose }: Props) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<StageGroupValues>();
  const title = group ? '编辑阶段组' : '新建阶段组';
  const [saving, save] = useBusyAction(async (v: StageGroupValues) => {
    const res = await pipelineApi.saveGroup(groupBody(v, group?.id, group?.sort ?? nextSort));
    message.success(res.msg || MSG.ok);
    onClose();
    // the board, the funnel and the groups to choose from follow the new stages
    await queryClient.invalidateQueries({ queryKey: PIPELINE_KEY });
  });

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={title}
      width={640}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      mask={{ closable: false }}
    >
      <Form<StageGroupValues>
        name="stageGroup"
        form={form}
        layout="vertical"
        aria-label={title}
        initialValues={groupValues(group)}
        // the whole store: the stages keep their ids, which have no field of their own
        onFinish={() => void save(form.getFieldsValue(true) as StageGroupValues)}
        onFinishFailed={() => message.warning(MSG.fillRequired)}
      >
        <Form.Item
          name="name"
          label="阶段组名称"
          rules={[{ required: true, whitespace: true, message: '请输入阶段组名称' }]}
        >
          <Input maxLength={50} placeholder="如：标准销售流程" />
        </Form.Item>
        <Form.Item name="dept_ids" label="适用部门" extra="不选部门：用于没有单独设置阶段组的部门">
          <DepartmentSelect multiple placeholder="请选择适用部门" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Radio.Group options={STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item label="阶段（按顺序）" required>
          <StageRows />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
