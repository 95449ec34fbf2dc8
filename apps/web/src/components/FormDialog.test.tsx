import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, AutoComplete, Button, Cascader, ConfigProvider, DatePicker, Form, Input, Select, TreeSelect } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormCancelButton, FormDrawer, FormModal } from './FormDialog.tsx';
import { DISCARD } from './use-guarded-close.ts';

type Values = { name?: string; kind?: number; dept?: number; region?: number[]; city?: string; day?: unknown };

/** 新建联系人 in a FormModal (or FormDrawer), opened by a button and unmounted by it on close, as the app's dialogs are. */
function ContactDialog({ onClose, drawer, loading }: { onClose: () => void; drawer?: boolean; loading?: boolean }) {
  const [form] = Form.useForm<Values>();
  const fields = loading ? (
    <p>加载中</p>
  ) : (
    <Form<Values> form={form} layout="vertical" onFinish={onClose}>
      <Form.Item name="name" label="姓名">
        <Input />
      </Form.Item>
      <Form.Item name="kind" label="类型">
        <Select options={[{ value: 1, label: '客户' }]} />
      </Form.Item>
      <Form.Item name="dept" label="部门">
        <TreeSelect treeData={[{ value: 1, title: '销售部' }]} />
      </Form.Item>
      <Form.Item name="region" label="地区">
        <Cascader options={[{ value: 1, label: '江苏', children: [{ value: 2, label: '南京' }] }]} />
      </Form.Item>
      <Form.Item name="city" label="城市">
        <AutoComplete options={[{ value: '南京' }]} />
      </Form.Item>
      <Form.Item name="day" label="日期">
        <DatePicker />
      </Form.Item>
    </Form>
  );
  if (drawer)
    return (
      <FormDrawer form={form} onClose={onClose} title="新建联系人" extra={<FormCancelButton />}>
        {fields}
      </FormDrawer>
    );
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title="新建联系人"
      okText="确定"
      cancelText="取消"
      onOk={() => form.submit()}
    >
      {fields}
    </FormModal>
  );
}

function Page(props: { drawer?: boolean; loading?: boolean; onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>新建</Button>
      {open && (
        <ContactDialog
          {...props}
          onClose={() => {
            setOpen(false);
            props.onClose();
          }}
        />
      )}
    </>
  );
}

const opener = () => screen.getByRole('button', { name: /新\s*建/ });
const dialog = () => screen.getByRole('dialog', { name: '新建联系人' });
// `which` as a browser sets it: rc-select reads it to close its list
const escape = (el: Element) => fireEvent.keyDown(el, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
const cancelIn = (el: HTMLElement) => within(el).getByRole('button', { name: /取\s*消/ });

/** Opens the dialog from its button, which has focus as after a real click. */
async function open(props: { drawer?: boolean; loading?: boolean } = {}) {
  const onClose = vi.fn();
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <Page {...props} onClose={onClose} />
      </App>
    </ConfigProvider>,
  );
  opener().focus();
  fireEvent.click(opener());
  await screen.findByRole('dialog', { name: '新建联系人' });
  return onClose;
}

const type = (text: string) => {
  const name = screen.getByLabelText('姓名') as HTMLInputElement;
  name.focus();
  fireEvent.change(name, { target: { value: text } });
  return name;
};

describe('FormModal', () => {
  it('closes at once when nothing was changed, and gives focus back to the button that opened it', async () => {
    const onClose = await open();
    screen.getByLabelText('姓名').focus();
    fireEvent.click(cancelIn(dialog()));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener());
  });

  const ask = () => screen.getByText(DISCARD).closest('.ant-modal') as HTMLElement;

  it.each([
    ['取消', () => fireEvent.click(cancelIn(dialog()))],
    ['×', () => fireEvent.click(within(dialog()).getByRole('button', { name: /关\s*闭|Close/ }))],
    ['Escape', () => escape(screen.getByLabelText('姓名'))],
  ])(
    'asks before discarding a changed form (%s); 确定 discards it, focus going back to the opener',
    async (_, close) => {
      const onClose = await open();
      type('王小明');
      close();
      expect(await screen.findByText(DISCARD)).toBeTruthy();
      expect(onClose).not.toHaveBeenCalled();
      fireEvent.click(within(ask()).getByRole('button', { name: /确\s*定/ }));
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建联系人' })).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener()));
    },
  );

  it('keeps the dialog and what was typed when the question is answered 取消', async () => {
    const onClose = await open();
    type('王小明');
    fireEvent.click(cancelIn(dialog()));
    await screen.findByText(DISCARD);
    fireEvent.click(cancelIn(ask()));
    await waitFor(() => expect(screen.queryByText(DISCARD)).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('王小明');
  });

  it('saves and closes without asking, focus going back to the opener', async () => {
    const onClose = await open();
    type('王小明');
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(DISCARD)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener());
  });

  it.each([
    ['类型', 'a choice'],
    ['部门', 'a tree choice'],
    ['地区', 'a cascader'],
    ['城市', 'suggestions'],
    ['日期', 'a date panel'],
  ])('Escape in the open dropdown of %s (%s) closes only the dropdown', async (label) => {
    const onClose = await open();
    const name = type('王小明');
    // the dialog, like every layer, hears Escape on the window
    const heard = vi.fn();
    window.addEventListener('keydown', heard);
    try {
      const input = screen.getByLabelText(label);
      fireEvent.mouseDown(input);
      fireEvent.click(input);
      if (label === '城市') fireEvent.change(input, { target: { value: '南' } });
      await waitFor(() =>
        expect(
          input.getAttribute('aria-expanded') === 'true' ||
            document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)') !== null,
        ).toBe(true),
      );
      escape(input);
      await waitFor(() =>
        expect(
          input.getAttribute('aria-expanded') !== 'true' &&
            document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)') === null,
        ).toBe(true),
      );
      expect(heard).not.toHaveBeenCalled();
      expect(screen.queryByText(DISCARD)).toBeNull();
      expect(dialog()).toBeTruthy();
      expect(name.value).toBe('王小明');
      expect(onClose).not.toHaveBeenCalled();
      // with nothing open, Escape goes on to the layers (in tests every portal has the same id, so the dialog's own
      // entry went with the dropdown's: that Escape then asks is shown above)
      escape(name);
      expect(heard).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('keydown', heard);
    }
  });

  it('closes at once while its form is not shown yet (loading), and the form instance is never asked', async () => {
    const onClose = await open({ loading: true });
    fireEvent.click(cancelIn(dialog()));
    expect(onClose).toHaveBeenCalledTimes(1);
    // an unconnected form instance warns a tick after being asked (the test fails on console warnings)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  });
});

describe('FormDrawer', () => {
  it('asks before discarding from its own 取消 (FormCancelButton), closes at once when unchanged, and gives focus back', async () => {
    const onClose = await open({ drawer: true });
    type('王小明');
    fireEvent.click(cancelIn(dialog()));
    expect(await screen.findByText(DISCARD)).toBeTruthy();
    const ask = screen.getByText(DISCARD).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(ask).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(document.activeElement).toBe(opener()));

    fireEvent.click(opener());
    await screen.findByRole('dialog', { name: '新建联系人' });
    fireEvent.click(cancelIn(dialog()));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
