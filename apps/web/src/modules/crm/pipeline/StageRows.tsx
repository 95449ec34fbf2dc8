import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber } from 'antd';
import styles from './pipeline.module.css';
import { MAX_STAGES, MIN_STAGES, repeatedNames, type StageValue } from './stage-group-values.ts';

const countRule = {
  validator: (_: unknown, rows?: unknown[]) =>
    (rows?.length ?? 0) >= MIN_STAGES && (rows?.length ?? 0) <= MAX_STAGES
      ? Promise.resolve()
      : Promise.reject(new Error(`阶段数量应为 ${MIN_STAGES}–${MAX_STAGES} 个`)),
};

/** The ordered stages of a group: name and win rate (0–100 %), added, removed and moved up or down. */
export function StageRows() {
  return (
    <Form.List name="stages" rules={[countRule]}>
      {(rows, { add, remove, move }, { errors }) => (
        <div role="group" aria-label="阶段" className={styles.stageRows}>
          {rows.map((row, i) => (
            <div key={row.key} className={styles.stageRow}>
              <span className={styles.stageIndex}>{i + 1}</span>
              <Form.Item
                className={styles.stageName}
                name={[row.name, 'name']}
                rules={[
                  { required: true, whitespace: true, message: '请输入阶段名称' },
                  ({ getFieldValue }) => ({
                    validator: (_, v?: string) =>
                      v && repeatedNames(getFieldValue('stages') as StageValue[]).has(v.trim())
                        ? Promise.reject(new Error('阶段名称不能重复'))
                        : Promise.resolve(),
                  }),
                ]}
              >
                <Input maxLength={50} placeholder="阶段名称" aria-label={`第${i + 1}个阶段名称`} />
              </Form.Item>
              <Form.Item
                className={styles.stagePercent}
                name={[row.name, 'percent']}
                rules={[{ required: true, message: '请输入赢率' }]}
              >
                <InputNumber<string>
                  stringMode
                  min="0"
                  max="100"
                  precision={2}
                  placeholder="赢率"
                  suffix="%"
                  aria-label={`第${i + 1}个阶段赢率`}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <span className={styles.stageTools}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={`上移第${i + 1}个阶段`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={`下移第${i + 1}个阶段`}
                  disabled={i === rows.length - 1}
                  onClick={() => move(i, i + 1)}
                />
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`删除第${i + 1}个阶段`}
                  disabled={rows.length <= MIN_STAGES}
                  onClick={() => remove(row.name)}
                />
              </span>
            </div>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            block
            disabled={rows.length >= MAX_STAGES}
            onClick={() => add({ name: '' })}
          >
            添加阶段
          </Button>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
