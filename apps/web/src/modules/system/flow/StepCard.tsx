import { MAX_LEADER_LEVELS } from '@suwork/domain';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Form, InputNumber, Radio, Select, Space } from 'antd';
import { MemberPickerInput } from '../../../components/pickers/MemberPickerInput.tsx';
import { hasSignMode, SELECT_RANGE_OPTIONS, type StepDraft } from './flow-draft.ts';
import { StepConditions } from './StepConditions.tsx';
import styles from './flow-styles.ts';

type Props = {
  step: StepDraft;
  index: number;
  count: number;
  roles: { value: number; label: string }[];
  rolesLoading: boolean;
  disabled: boolean;
  onChange: (step: StepDraft) => void;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
};

const TYPE_OPTIONS = [
  { value: 1, label: '审批人' },
  { value: 2, label: '抄送人' },
];
const MODE_OPTIONS = [
  { value: 1, label: '或签：一人同意即可' },
  { value: 2, label: '会签：需所有人同意' },
];

/** One step of the flow: who (审批人 / 抄送人), where they come from, 或签 / 会签, and when it applies. */
export function StepCard({ step, index, count, roles, rolesLoading, disabled, onChange, onRemove, onMove }: Props) {
  const name = `第${index + 1}步`;
  const id = `step-${step.key}`;
  const who = step.type === 1 ? '审批人' : '抄送人';
  const set = (change: Partial<StepDraft>) => onChange({ ...step, ...change });

  return (
    <Card
      size="small"
      role="group"
      aria-label={name}
      title={`${name} · ${who}`}
      extra={
        disabled ? null : (
          <Space size={0}>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={`上移 ${name}`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            />
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={`下移 ${name}`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            />
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`删除 ${name}`}
              onClick={onRemove}
            />
          </Space>
        )
      }
    >
      <Form.Item label="类型">
        <Radio.Group
          name={`${id}-type`}
          aria-label={`${name} 类型`}
          optionType="button"
          options={TYPE_OPTIONS}
          value={step.type}
          onChange={(e) => set({ type: e.target.value as 1 | 2 })}
        />
      </Form.Item>
      <Form.Item label={`${who}来源`} htmlFor={`${id}-range`}>
        <Select
          id={`${id}-range`}
          value={step.selectRange}
          options={SELECT_RANGE_OPTIONS}
          onChange={(selectRange) => set({ selectRange })}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
      {step.selectRange === 2 && (
        <Form.Item label="指定成员" htmlFor={`${id}-members`} required>
          <MemberPickerInput
            id={`${id}-members`}
            multiple
            title={`选择${who}`}
            disabled={disabled}
            value={step.members}
            onChange={(members) => set({ members })}
          />
        </Form.Item>
      )}
      {step.selectRange === 3 && (
        <Form.Item label="角色" htmlFor={`${id}-roles`} required>
          <Select<number[]>
            id={`${id}-roles`}
            mode="multiple"
            placeholder="请选择角色"
            loading={rolesLoading}
            options={roles}
            showSearch={{ optionFilterProp: 'label' }}
            value={step.roles}
            onChange={(v) => set({ roles: v })}
          />
        </Form.Item>
      )}
      {step.selectRange === 5 && (
        <Form.Item label="层级" htmlFor={`${id}-level`} extra="从发起人的直属部门负责人起，向上逐级审批到第几级">
          <InputNumber
            id={`${id}-level`}
            min={1}
            max={MAX_LEADER_LEVELS}
            precision={0}
            suffix="级"
            value={step.level}
            onChange={(v) => set({ level: v ?? 1 })}
          />
        </Form.Item>
      )}
      {step.selectRange === 1 && <p className={styles.hint}>发起人提交时自行选择{who}。</p>}
      {step.selectRange === 4 && <p className={styles.hint}>发起人所在部门的负责人。</p>}
      {hasSignMode(step) && (
        <Form.Item label="多人审批方式">
          <Radio.Group
            name={`${id}-mode`}
            aria-label={`${name} 多人审批方式`}
            options={MODE_OPTIONS}
            value={step.mode}
            onChange={(e) => set({ mode: e.target.value as 1 | 2 })}
          />
        </Form.Item>
      )}
      <Form.Item
        label="条件"
        extra="不设条件时此步骤总是生效；设置后，提交的表单满足全部条件时此步骤才生效"
        style={{ marginBottom: 0 }}
      >
        <StepConditions label={name} conditions={step.conditions} onChange={(conditions) => set({ conditions })} />
      </Form.Item>
    </Card>
  );
}
