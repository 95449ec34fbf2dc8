import { Select } from 'antd';

/** Names shown before 「+ n ...」. */
const MAX_TAGS = 3;

export type PickerOption = { value: number; label: string };

type Props = {
  id?: string;
  /** what is picked, with names */
  picked: readonly PickerOption[];
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  allowClear?: boolean;
  /** the dialog should open (click, Enter, arrow down) */
  onOpen: () => void;
  /** what remains after a tag was removed or the field cleared */
  onRemain: (values: number[]) => void;
};

/** Looks like a select showing the picked names; opening it opens the caller's picker dialog instead of a list. */
export function PickerInput({
  id,
  picked,
  multiple,
  placeholder = '请选择',
  disabled,
  autoFocus,
  allowClear = true,
  onOpen,
  onRemain,
}: Props) {
  const common = {
    id,
    disabled,
    autoFocus,
    allowClear,
    placeholder,
    open: false,
    // the select never shows its own list: asking to open it opens the dialog
    onOpenChange: (o: boolean) => {
      if (o && !disabled) onOpen();
    },
    options: picked.map((p) => ({ value: p.value, label: p.label })),
    // typing searches in the dialog, not here
    showSearch: false,
    style: { width: '100%' },
  };
  if (multiple)
    return (
      <Select<number[]>
        {...common}
        mode="multiple"
        maxTagCount={MAX_TAGS}
        value={picked.map((p) => p.value)}
        onChange={(v) => onRemain(v ?? [])}
      />
    );
  return (
    <Select<number>
      {...common}
      value={picked[0]?.value}
      onChange={(v) => onRemain(v === undefined || v === null ? [] : [v])}
    />
  );
}
