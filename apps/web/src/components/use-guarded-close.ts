import { App, type FormInstance } from 'antd';
import type { KeyboardEvent } from 'react';
import { askConfirm } from './ask-confirm.ts';

/** A date panel open (a date input says nothing of it to assistive technology). */
const OPEN_PICKER = '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)';

/** Whether an Escape pressed on `target` is an open dropdown's, or a date input's with its panel open. */
const escapeIsPopups = (target: HTMLElement) => target.closest('[aria-expanded="true"]') !== null || (target.closest('.ant-picker') !== null && document.querySelector(OPEN_PICKER) !== null);

/**
 * The closing of a dialog or drawer holding a form: Escape closes only the innermost layer (a dropdown open in the
 * form closes, the drawer stays), and closing a form with changes asks first. `onKeyDown` goes on the form's
 * wrapper inside the dialog; `close` replaces its onClose (取消, ×, Esc).
 */
export function useGuardedClose(form: FormInstance, onClose: () => void) {
  const { modal } = App.useApp();
  const close = async () => {
    if (!form.isFieldsTouched() || (await askConfirm(modal, '放弃未保存的内容？已填写的内容不会保存。', { danger: true }))) onClose();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    if (escapeIsPopups(e.target as HTMLElement)) e.stopPropagation();
  };
  return { close: () => void close(), onKeyDown };
}
