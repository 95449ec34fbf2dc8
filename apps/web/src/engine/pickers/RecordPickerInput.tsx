import { entityByKey } from '@suwork/domain/entities';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { QueryParams } from '../../api/http.ts';
import { PickerInput, type PickerOption } from '../../components/pickers/PickerInput.tsx';
import { entityApi, type EntityRow } from '../entity-api.ts';
import { recordTitle } from '../field-model.ts';
import { RecordPickerDialog } from './RecordPickerDialog.tsx';

type Common = {
  /** the entity picked from (Field.entity) */
  entity: string;
  /** context sent with every request of the dialog (enterprise_id of the contacts, contract_id …) */
  params?: QueryParams;
  /** the named route of the dialog's 新建 button (opened with step=1) */
  addRoute?: string;
  /** dialog title (default 选择{entity title}) */
  title?: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  autoFocus?: boolean;
  /** names of the current value(s), e.g. from the record's `<key>_name`; others are looked up by id */
  known?: readonly PickerOption[];
  /** the name of a single current value (as ReferenceSelect's initialLabel) */
  initialLabel?: string;
};
export type RecordPickerInputProps =
  | (Common & {
      multiple?: false;
      value?: number | null;
      onChange?: (value: number | undefined, record?: EntityRow) => void;
    })
  | (Common & {
      multiple: true;
      value?: readonly number[] | null;
      onChange?: (value: number[], records: EntityRow[]) => void;
    });

/** At most this many unnamed values are looked up one by one. */
const LOOKUP_MAX = 20;

/**
 * A form widget (value / onChange, Form.Item compatible) that shows the picked records' names and opens the
 * entity's picker dialog on click, Enter or arrow down; removing a tag or clearing changes the value.
 */
export function RecordPickerInput(props: RecordPickerInputProps) {
  const def = entityByKey(props.entity);
  const ids: number[] = props.multiple
    ? [...(props.value ?? [])]
    : props.value === null || props.value === undefined
      ? []
      : [props.value];
  const [open, setOpen] = useState(false);
  const [names, setNames] = useState<ReadonlyMap<number, string>>(
    () =>
      new Map([
        ...(props.known ?? []).map((o) => [o.value, o.label] as const),
        ...(!props.multiple && props.initialLabel && ids[0] !== undefined
          ? [[ids[0], props.initialLabel] as const]
          : []),
      ]),
  );
  const unnamed = ids.filter((id) => !names.has(id)).slice(0, LOOKUP_MAX);
  const looked = useQueries({
    queries: unnamed.map((id) => ({
      queryKey: ['entity', def.key, 'info', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => entityApi(def).info(id, { signal }),
      staleTime: 60_000,
      retry: false,
    })),
  });
  const nameOf = (id: number) => {
    const known = names.get(id);
    if (known !== undefined) return known;
    const row = looked[unnamed.indexOf(id)]?.data?.data;
    return row ? recordTitle(def, row) : String(id);
  };
  const picked: PickerOption[] = ids.map((id) => ({ value: id, label: nameOf(id) }));

  const change = (records: EntityRow[]) => {
    setNames((before) => {
      const next = new Map(before);
      // rows picked earlier and not shown in the dialog since come back as { id } only
      for (const r of records) if (r[def.titleField] !== undefined) next.set(r.id, recordTitle(def, r));
      return next;
    });
    if (props.multiple)
      props.onChange?.(
        records.map((r) => r.id),
        records,
      );
    else props.onChange?.(records[0]?.id, records[0]);
  };

  return (
    <>
      <PickerInput
        id={props.id}
        picked={picked}
        multiple={props.multiple}
        placeholder={props.placeholder ?? `请选择${def.title}`}
        disabled={props.disabled}
        autoFocus={props.autoFocus}
        onOpen={() => setOpen(true)}
        onRemain={(values) => change(values.map((id) => ({ id, [def.titleField]: nameOf(id) })))}
      />
      {open && (
        <RecordPickerDialog
          entity={props.entity}
          multiple={props.multiple ?? false}
          value={ids}
          params={props.params}
          addRoute={props.addRoute}
          title={props.title}
          onCancel={() => setOpen(false)}
          onOk={(records) => {
            setOpen(false);
            change(records);
          }}
        />
      )}
    </>
  );
}
