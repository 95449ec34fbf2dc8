import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Space } from 'antd';
import { useEffect, useState } from 'react';
import type { FilterFormValues, FilterSpec } from '../list-query.ts';
import { FilterInput } from './FilterInput.tsx';
import styles from './list.module.css';

type Props = {
  specs: readonly FilterSpec[];
  keywordPlaceholder: string;
  /** the values of the filters in the URL; the form follows them (reload, back) */
  values: FilterFormValues;
  onSearch: (values: FilterFormValues) => void;
  onReset: () => void;
};

const COL = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;
/** Date ranges need room for two dates. */
const WIDE_COL = { xs: 24, sm: 12, lg: 12, xl: 8 } as const;
/** Filters shown before 展开 (the keyword box comes first). */
const COLLAPSED_COUNT = 2;

const hasValue = (values: FilterFormValues, s: FilterSpec): boolean =>
  [s.key, `${s.key}_start`, `${s.key}_end`].some((k) => {
    const v = values[k];
    return v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
  });

/** The keyword box and the filters of a list, with 重置 and 搜索. */
export function FilterForm({ specs, keywordPlaceholder, values, onSearch, onReset }: Props) {
  const [form] = Form.useForm<FilterFormValues>();
  // Open when a filter past the first ones is already set (from the URL).
  const [expanded, setExpanded] = useState(() => specs.slice(COLLAPSED_COUNT).some((s) => hasValue(values, s)));
  // the filters past the first are built when first shown, or while they hold a value: a collapsed form costs little
  const [built, setBuilt] = useState(expanded);

  // Every filter has a key in `values` (undefined when unset), so this also clears what the URL no longer has.
  useEffect(() => form.setFieldsValue(values), [form, values]);

  return (
    <Form<FilterFormValues>
      form={form}
      className={styles.filters}
      labelCol={{ flex: '100px' }}
      labelWrap
      onFinish={onSearch}
      aria-label="筛选"
    >
      <Row gutter={[16, 0]}>
        <Col {...COL}>
          <Form.Item name="keyword">
            <Input
              allowClear
              aria-label="关键字"
              placeholder={keywordPlaceholder}
              title={keywordPlaceholder}
              prefix={<SearchOutlined />}
            />
          </Form.Item>
        </Col>
        {specs.map((s, i) =>
          // Hidden filters holding a value stay mounted so their values are still searched.
          i < COLLAPSED_COUNT || built || hasValue(values, s) ? (
            <Col
              key={s.key}
              {...(s.kind === 'dateRange' ? WIDE_COL : COL)}
              style={!expanded && i >= COLLAPSED_COUNT ? { display: 'none' } : undefined}
            >
              <FilterInput spec={s} />
            </Col>
          ) : null,
        )}
        <Col flex="auto" className={styles.filterButtons}>
          <Form.Item>
            <Space>
              <Button
                onClick={() => {
                  form.setFieldsValue(Object.fromEntries(Object.keys(values).map((k) => [k, undefined])));
                  onReset();
                }}
              >
                重置
              </Button>
              <Button type="primary" htmlType="submit">
                搜索
              </Button>
              {specs.length > COLLAPSED_COUNT && (
                <Button
                  type="link"
                  onClick={() => {
                    setBuilt(true);
                    setExpanded((e) => !e);
                  }}
                  icon={expanded ? <UpOutlined /> : <DownOutlined />}
                  iconPlacement="end"
                >
                  {expanded ? '收起' : '展开'}
                </Button>
              )}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
