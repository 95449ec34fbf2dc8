import { Select, Tag } from 'antd';
import { tagIndex, useTagGroups } from './choices-api.ts';
import { tagStyle } from './TagChips.tsx';

type Props = {
  id?: string;
  value?: number[] | null;
  onChange?: (v: number[]) => void;
  placeholder?: string;
  autoFocus?: boolean;
  maxTagCount?: 'responsive';
};

/** Several tags, grouped as in 标签管理, chosen as coloured chips; works as a controlled form widget. */
export function TagSelect({ id, value, onChange, placeholder = '请选择标签', autoFocus, maxTagCount }: Props) {
  const { data = [], isLoading } = useTagGroups();
  const index = tagIndex(data);
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      allowClear
      autoFocus={autoFocus}
      loading={isLoading}
      placeholder={placeholder}
      maxTagCount={maxTagCount}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v)}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent="暂无标签，请在 系统设置 › 标签管理 中添加"
      options={data
        .filter((g) => g.tags.length > 0)
        .map((g) => ({
          label: g.group_name,
          title: g.group_name,
          options: g.tags.map((t) => ({ value: t.tag_id, label: t.tag_name })),
        }))}
      tagRender={({ value: v, label, closable, onClose }) => (
        <Tag
          color={index.get(Number(v))?.color || undefined}
          closable={closable}
          onClose={onClose}
          style={{ marginInlineEnd: 4, ...tagStyle(index.get(Number(v))?.color) }}
        >
          {label}
        </Tag>
      )}
    />
  );
}
