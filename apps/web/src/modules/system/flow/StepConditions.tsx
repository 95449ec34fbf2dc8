import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select } from 'antd';
import { CONDITION_OP_OPTIONS, newCondition, type ConditionDraft } from './flow-draft.ts';
import styles from './flow-styles.ts';

type Props = { label: string; conditions: ConditionDraft[]; onChange: (conditions: ConditionDraft[]) => void };

/** The optional conditions of a step: field (a key of the form values), comparison, value. */
export function StepConditions({ label, conditions, onChange }: Props) {
  const update = (key: number, change: Partial<ConditionDraft>) =>
    onChange(conditions.map((c) => (c.key === key ? { ...c, ...change } : c)));
  return (
    <div role="group" aria-label={`${label}的条件`}>
      {conditions.map((c, i) => (
        <div key={c.key} className={styles.condition}>
          <Input
            aria-label={`条件${i + 1} 字段`}
            placeholder="字段，如 amount"
            value={c.field}
            onChange={(e) => update(c.key, { field: e.target.value })}
          />
          <Select
            aria-label={`条件${i + 1} 比较`}
            value={c.op}
            options={CONDITION_OP_OPTIONS}
            onChange={(op) => update(c.key, { op })}
          />
          <Input
            aria-label={`条件${i + 1} 值`}
            placeholder={c.op === 'in' ? '多个值用逗号分隔' : '值'}
            value={c.value}
            onChange={(e) => update(c.key, { value: e.target.value })}
          />
          <Button
            type="text"
            icon={<DeleteOutlined />}
            aria-label={`删除条件${i + 1}`}
            onClick={() => onChange(conditions.filter((x) => x.key !== c.key))}
          />
        </div>
      ))}
      <Button size="small" icon={<PlusOutlined />} onClick={() => onChange([...conditions, newCondition()])}>
        添加条件
      </Button>
    </div>
  );
}
