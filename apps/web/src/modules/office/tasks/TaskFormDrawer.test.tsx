import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { TaskFormDrawer } from './TaskFormDrawer.tsx';

beforeEach(() => {
  fakeApi({ '/api/user/getList': ok([{ user_id: 3, user_name: '王强' }], { count: 1 }) });
});

const open = (onClose = vi.fn()) => {
  renderPage('/home/task', <TaskFormDrawer onClose={onClose} />, { nodes: ['home_task', 'home_task_add'] });
  return onClose;
};
const escape = (el: Element) => fireEvent.keyDown(el, { key: 'Escape', code: 'Escape', keyCode: 27 });
const DISCARD = '放弃未保存的内容？已填写的内容不会保存。';
const drawer = () => screen.getByRole('dialog', { name: '新建任务' });

describe('新建任务, as it is closed', () => {
  it.each([
    ['优先级', 'a choice'],
    ['开始时间', 'a date panel'],
  ])(
    'Escape on the open dropdown of %s (%s) closes the dropdown, not the drawer, and keeps what was typed',
    async (label) => {
      const onClose = open();
      // the drawer, like every layer, hears Escape on the window
      const heard = vi.fn();
      window.addEventListener('keydown', heard);
      const title = (await screen.findByLabelText('任务标题')) as HTMLInputElement;
      fireEvent.change(title, { target: { value: '整理投标材料' } });
      const input = within(drawer()).getByLabelText(label);
      fireEvent.mouseDown(input);
      fireEvent.click(input);
      await waitFor(() =>
        expect(
          input.getAttribute('aria-expanded') === 'true' ||
            document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)') !== null,
        ).toBe(true),
      );
      escape(input);
      expect(heard).not.toHaveBeenCalled();
      expect(onClose).not.toHaveBeenCalled();
      expect(title.value).toBe('整理投标材料');
      // with nothing open, Escape goes on to the drawer
      escape(title);
      expect(heard).toHaveBeenCalledTimes(1);
      window.removeEventListener('keydown', heard);
    },
  );

  it('asks before discarding a changed form, and keeps it when told to go on', async () => {
    const onClose = open();
    const title = await screen.findByLabelText('任务标题');
    fireEvent.change(title, { target: { value: '整理投标材料' } });
    fireEvent.click(within(drawer()).getByRole('button', { name: /取\s*消/ }));
    expect(await screen.findByText(DISCARD)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: /取\s*消/ }).at(-1)!);
    await waitFor(() => expect(screen.queryByText(DISCARD)).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('任务标题') as HTMLInputElement).value).toBe('整理投标材料');
  });

  it('closes at once when nothing was changed', async () => {
    const onClose = open();
    await screen.findByLabelText('任务标题');
    fireEvent.click(within(drawer()).getByRole('button', { name: /取\s*消/ }));
    expect(onClose).toHaveBeenCalled();
  });
});
