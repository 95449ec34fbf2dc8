import {
  Button,
  Drawer,
  Form,
  Modal,
  type ButtonProps,
  type DrawerProps,
  type FormInstance,
  type ModalProps,
} from 'antd';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { giveFocusBack } from './focus-return.ts';
import { useGuardedClose } from './use-guarded-close.ts';

type Guarded = {
  /** the form in the dialog: closing it with a field touched asks first */
  form?: FormInstance;
  /** input the dialog keeps outside a form (a selection, a controlled field) differs from what it started with */
  changed?: boolean;
  /** closes the dialog (the caller unmounts it or sets `open`); a save calls it directly, and nothing is asked */
  onClose: () => void;
  /** shown unless false (LinkDialog stays mounted); by default the dialog is shown while mounted */
  open?: boolean;
};

const GuardedCloseContext = createContext<(() => void) | null>(null);

/**
 * Hands focus back to what had it when the dialog opened. antd does so only after the closing motion of a dialog
 * still mounted; one its caller unmounts (`{open && <Dialog />}`) never gets there, and focus falls to the page.
 */
function useReturnFocus(open: boolean) {
  const trigger = useRef<Element | null>(null);
  // read while rendering: by the first effect the dialog's autoFocus may have taken focus already
  if (!open) trigger.current = null;
  else trigger.current ??= document.activeElement;
  useEffect(() => () => giveFocusBack(trigger.current), []);
}

/** The dialog's guarded close for its own controls (FormCancelButton), and the change reports of its forms. */
function Guard({ guarded, children }: { guarded: ReturnType<typeof useGuardedClose>; children: ReactNode }) {
  return (
    <GuardedCloseContext.Provider value={guarded.close}>
      <Form.Provider onFormChange={guarded.onFormChange}>{children}</Form.Provider>
    </GuardedCloseContext.Provider>
  );
}

type FormModalProps = Omit<ModalProps, 'open' | 'onCancel'> & Guarded;

/**
 * A Modal holding a form: ×, 取消 (the footer's or a FormCancelButton), Escape and the mask ask before discarding a
 * changed form; Escape in an open dropdown, date panel or cascader closes only that; focus goes back to the opener.
 */
export function FormModal({ form, changed, onClose, open = true, children, ...props }: FormModalProps) {
  const guarded = useGuardedClose(form, onClose, changed);
  useReturnFocus(open);
  return (
    <Guard guarded={guarded}>
      <Modal destroyOnHidden {...props} open={open} onCancel={guarded.close}>
        <div onKeyDown={guarded.onKeyDown}>{children}</div>
      </Modal>
    </Guard>
  );
}

type FormDrawerProps = Omit<DrawerProps, 'open' | 'onClose'> & Guarded;

/** A Drawer holding a form, closed as a FormModal is. */
export function FormDrawer({ form, changed, onClose, open = true, children, ...props }: FormDrawerProps) {
  const guarded = useGuardedClose(form, onClose, changed);
  useReturnFocus(open);
  return (
    <Guard guarded={guarded}>
      <Drawer destroyOnHidden {...props} open={open} onClose={guarded.close}>
        <div onKeyDown={guarded.onKeyDown}>{children}</div>
      </Drawer>
    </Guard>
  );
}

/** The guarded close of the FormModal or FormDrawer around, for a form that may be shown in one or on a page. */
export function useFormDialogClose(): (() => void) | null {
  return useContext(GuardedCloseContext);
}

/** 取消 (or `children`) placed by a FormModal's or FormDrawer's own content, footer or extra: closes it as × does. */
export function FormCancelButton({ children = '取消', ...props }: Omit<ButtonProps, 'onClick'>) {
  const close = useFormDialogClose();
  if (!close) throw new Error('FormCancelButton belongs in a FormModal or FormDrawer');
  return (
    <Button {...props} onClick={close}>
      {children}
    </Button>
  );
}
