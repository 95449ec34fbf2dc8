import { useState } from 'react';
import { useMemberOptions } from './MemberSelect.tsx';
import { MemberPickerDialog, type PickableMember } from './MemberPickerDialog.tsx';
import { PickerInput, type PickerOption } from './PickerInput.tsx';

type Common = {
  title?: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  autoFocus?: boolean;
  /** names of the current value(s), for members outside the first 100 enabled */
  known?: readonly PickerOption[];
  exclude?: readonly number[];
  social?: number;
};
export type MemberPickerInputProps =
  | (Common & { multiple?: false; value?: number | null; onChange?: (value: number | undefined) => void })
  | (Common & { multiple: true; value?: readonly number[] | null; onChange?: (value: number[]) => void });

/** A member field (value / onChange, Form.Item compatible) showing names and opening 选择成员 (department tree, 5 a page). */
export function MemberPickerInput(props: MemberPickerInputProps) {
  const { data: options = [] } = useMemberOptions();
  const [open, setOpen] = useState(false);
  const [names, setNames] = useState<ReadonlyMap<number, string>>(
    () => new Map((props.known ?? []).map((o) => [o.value, o.label])),
  );
  const ids: number[] = props.multiple
    ? [...(props.value ?? [])]
    : props.value === null || props.value === undefined
      ? []
      : [props.value];
  const nameOf = (id: number) => names.get(id) ?? options.find((o) => o.value === id)?.label ?? String(id);

  const change = (members: readonly { user_id: number; user_name: string }[]) => {
    setNames(
      (before) =>
        new Map([...before, ...members.filter((m) => m.user_name).map((m) => [m.user_id, m.user_name] as const)]),
    );
    if (props.multiple) props.onChange?.(members.map((m) => m.user_id));
    else props.onChange?.(members[0]?.user_id);
  };

  return (
    <>
      <PickerInput
        id={props.id}
        picked={ids.map((id) => ({ value: id, label: nameOf(id) }))}
        multiple={props.multiple}
        placeholder={props.placeholder ?? '请选择成员'}
        disabled={props.disabled}
        autoFocus={props.autoFocus}
        onOpen={() => setOpen(true)}
        onRemain={(values) => change(values.map((id) => ({ user_id: id, user_name: nameOf(id) })))}
      />
      {open && (
        <MemberPickerDialog
          title={props.title}
          multiple={props.multiple ?? false}
          value={ids}
          exclude={props.exclude}
          social={props.social}
          onCancel={() => setOpen(false)}
          onOk={(members: PickableMember[]) => {
            setOpen(false);
            change(members);
          }}
        />
      )}
    </>
  );
}
