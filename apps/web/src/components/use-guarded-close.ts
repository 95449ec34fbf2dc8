import { App, type FormInstance } from 'antd';
import { useRef, type KeyboardEvent } from 'react';
import { askConfirm } from './ask-confirm.ts';

export const DISCARD = '放弃未保存的内容？已填写的内容不会保存。';

/** A date panel open (a date input says nothing of it to assistive technology). */
const OPEN_PICKER = '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)';

/** Whether an Escape pressed on `target` is an open dropdown's, or a date input's with its panel open. */
const escapeIsPopups = (target: HTMLElement) =>
  target.closest('[aria-expanded="true"]') !== null ||
  (target.closest('.ant-picker') !== null && document.querySelector(OPEN_PICKER) !== null);

/**
 * The closing of a dialog or drawer holding a form (FormModal, FormDrawer): Escape closes only the innermost layer (a
 * dropdown open in the form closes, the drawer stays), and closing with changes asks first — a field of `form`
 * touched, or `changedOutside` (input the dialog keeps outside a form). `onKeyDown` goes on a wrapper of the
 * dialog's content, `onFormChange` on a Form.Provider around it; `close` replaces its onClose (取消, ×, Esc, the mask).
 */
export function useGuardedClose(form: FormInstance | undefined, onClose: () => void, changedOutside = false) {
  const { modal } = App.useApp();
  // Until a form in the dialog reports a change nothing can be touched, and the form may not be shown yet (still
  // loading): asking a form instance that never got connected warns.
  const reported = useRef(false);
  const changed = () => changedOutside || (reported.current && form?.isFieldsTouched() === true);
  const close = async () => {
    if (!changed() || (await askConfirm(modal, DISCARD, { danger: true }))) onClose();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    if (escapeIsPopups(e.target as HTMLElement)) e.stopPropagation();
  };
  const onFormChange = () => {
    reported.current = true;
  };
  return { close: () => void close(), onKeyDown, onFormChange };
}
