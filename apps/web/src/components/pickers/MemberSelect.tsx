import { MEMBER_STATUS } from '@suwork/domain';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { orgApi } from '../../api/org-api.ts';

type Option = { value: number; label: string };
type Common = {
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  /** its name where no label names it (a cell of a table) */
  'aria-label'?: string;
  autoFocus?: boolean;
  allowClear?: boolean;
  /** names of the current value(s), for members outside the loaded list (disabled, or past the first 100) */
  known?: readonly Option[];
  /** members not offered (e.g. those already in a team) */
  exclude?: readonly number[];
};
type Single = Common & { multiple?: false; value?: number | null; onChange?: (value: number | undefined) => void };
type Multiple = Common & { multiple: true; value?: readonly number[] | null; onChange?: (value: number[]) => void };

/** Enabled members (the first 100), searched by name in the list. */
export function useMemberOptions() {
  return useQuery({
    queryKey: ['org', 'members', 'enabled'],
    queryFn: ({ signal }) => orgApi.members({ limit: 100, status: MEMBER_STATUS.enabled }, { signal }),
    staleTime: 5 * 60_000,
    select: (res) => res.data.map((m) => ({ value: m.user_id, label: m.user_name })),
  });
}

/** A member picker (one or, with `multiple`, several); works as a controlled form widget. */
export function MemberSelect(props: Single | Multiple) {
  const { data = [], isLoading } = useMemberOptions();
  const loaded = new Set(data.map((o) => o.value));
  const excluded = new Set(props.exclude ?? []);
  const options = [...data, ...(props.known ?? []).filter((o) => !loaded.has(o.value))].filter(
    (o) => !excluded.has(o.value),
  );
  const common = {
    id: props.id,
    'aria-label': props['aria-label'],
    autoFocus: props.autoFocus,
    disabled: props.disabled,
    allowClear: props.allowClear ?? true,
    placeholder: props.placeholder ?? '请选择',
    loading: isLoading,
    options,
    showSearch: { optionFilterProp: 'label' },
    style: { width: '100%' },
  };
  if (props.multiple) {
    const { onChange } = props;
    return (
      <Select<number[]>
        {...common}
        mode="multiple"
        maxTagCount="responsive"
        value={props.value ? [...props.value] : []}
        onChange={(v) => onChange?.(v)}
      />
    );
  }
  const { onChange } = props;
  return <Select<number> {...common} value={props.value ?? undefined} onChange={(v) => onChange?.(v ?? undefined)} />;
}
