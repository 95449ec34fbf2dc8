import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Drawer, Input, Modal } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDialogFocusReturn } from './focus-return.ts';

/** A page whose dialog (or drawer) its caller unmounts on close, as most dialogs here are shown. */
function Page({ kind, watch = true }: { kind: 'modal' | 'drawer'; watch?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {watch && <Watcher />}
      <Button onClick={() => setOpen(true)}>打开</Button>
      {open && kind === 'modal' && (
        <Modal
          open
          title="查看"
          onCancel={() => setOpen(false)}
          footer={<Button onClick={() => setOpen(false)}>关闭</Button>}
        >
          <Input aria-label="备注" autoFocus />
        </Modal>
      )}
      {open && kind === 'drawer' && (
        <Drawer
          open
          title="详情"
          onClose={() => setOpen(false)}
          footer={<Button onClick={() => setOpen(false)}>关闭</Button>}
        >
          <Input aria-label="备注" autoFocus />
        </Drawer>
      )}
    </>
  );
}

function Watcher() {
  useDialogFocusReturn();
  return null;
}

async function openThenClose() {
  const opener = screen.getByRole('button', { name: '打 开' });
  opener.focus();
  fireEvent.click(opener);
  // the member works in the layer
  const field = await screen.findByLabelText('备注');
  field.focus();
  expect(document.activeElement).toBe(field);
  fireEvent.click(screen.getByRole('button', { name: '关 闭' }));
  return opener;
}

describe('dialogs give focus back', () => {
  it.each(['modal', 'drawer'] as const)('to the button that opened an unmounted %s', async (kind) => {
    render(<Page kind={kind} />);
    const opener = await openThenClose();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('which, unwatched, leaves focus on the page', async () => {
    render(<Page kind="modal" watch={false} />);
    const opener = await openThenClose();
    await waitFor(() => expect(screen.queryByLabelText('备注')).toBeNull());
    expect(document.activeElement).not.toBe(opener);
  });
});
