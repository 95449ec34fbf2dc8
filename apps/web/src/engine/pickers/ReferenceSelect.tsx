import { entityByKey } from '@suwork/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { entityApi } from '../entity-api.ts';
import { recordTitle } from '../field-model.ts';

type Option = { value: number; label: string };
type Props = {
  /** the target entity key (Field.entity) */
  entity: string;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  /** the name of the current value (from the record, see nameKey), shown before any search */
  initialLabel?: string;
  placeholder?: string;
  id?: string;
  autoFocus?: boolean;
  disabled?: boolean;
};

const SEARCH_DELAY_MS = 300;

/** Picks a record of another entity, searching its list by keyword (10 at a time), showing its title field. */
export function ReferenceSelect({
  entity,
  value,
  onChange,
  initialLabel,
  placeholder,
  id,
  autoFocus,
  disabled,
}: Props) {
  const target = entityByKey(entity);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<Option | undefined>();

  useEffect(() => {
    const t = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [typed]);

  const { data = [], isFetching } = useQuery({
    queryKey: ['entity', entity, 'options', keyword],
    queryFn: ({ signal }) => entityApi(target).list({ keyword: keyword || undefined, limit: 10 }, { signal }),
    staleTime: 30_000,
    select: (res): Option[] => res.data.map((row) => ({ value: row.id, label: recordTitle(target, row) })),
  });

  const extra: Option[] = [];
  if (value !== null && value !== undefined && !data.some((o) => o.value === value)) {
    if (picked?.value === value) extra.push(picked);
    else extra.push({ value, label: initialLabel ?? String(value) });
  }

  return (
    <Select<number, Option>
      id={id}
      autoFocus={autoFocus}
      disabled={disabled}
      value={value ?? undefined}
      onChange={(v, option) => {
        setPicked(option && !Array.isArray(option) ? option : undefined);
        onChange?.(v ?? undefined);
      }}
      options={[...extra, ...data]}
      loading={isFetching}
      placeholder={placeholder ?? `请选择${target.title}`}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      notFoundContent={isFetching ? '加载中…' : '暂无数据'}
      style={{ width: '100%' }}
    />
  );
}
