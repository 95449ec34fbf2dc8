import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerEntity } from '@suwork/domain/entities';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { DISCARD } from '../../components/use-guarded-close.ts';
import { contactSourceOf } from './contact-source.ts';
import { WriteFollowDialog, type WriteFollowProps } from './WriteFollowDialog.tsx';

// TipTap needs a real layout engine; in jsdom the editor is a text box with the same value contract.
vi.mock('../../components/editor/RichTextEditor.tsx', () => ({
  RichTextEditor: ({
    value = '',
    onChange,
    ariaLabel,
    id,
  }: {
    value?: string;
    onChange?: (v: string) => void;
    ariaLabel?: string;
    id?: string;
  }) => (
    <textarea
      id={id}
      aria-label={ariaLabel}
      value={value.replace(/<[^>]+>/g, '')}
      onChange={(e) => onChange?.(e.target.value ? `<p>${e.target.value}</p>` : '')}
    />
  ),
}));

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 09:30 on the company clock (+08:00), whatever the zone the tests run in
  vi.setSystemTime(new Date('2024-05-10T09:30:00+08:00'));
  api = fakeApi({
    '/api/CommonFollow/add': ok({ id: 31 }, { msg: '跟进已保存' }),
    '/api/Contacts/getList': ok(
      [
        { id: 8, contact_id: 8, contact_name: '赵六' },
        { id: 9, contact_id: 9, contact_name: '钱七' },
      ],
      { count: 2 },
    ),
  });
});
afterEach(() => vi.useRealTimers());

function open(props: Partial<WriteFollowProps> = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = renderPage(
    '/customer/clueInfo?id=5',
    <WriteFollowDialog
      entityKey="clue"
      recordId={5}
      contactName="周明"
      onClose={onClose}
      onSaved={onSaved}
      {...props}
    />,
  );
  return { ...view, onClose, onSaved };
}

const dialog = () => screen.getByRole('dialog', { name: '写跟进' });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: /保 ?存/ }));
const input = (id: string) => document.getElementById(id) as HTMLInputElement;

async function chooseType(label: string) {
  fireEvent.mouseDown(input('follow_type'));
  fireEvent.click(await screen.findByText(label, { selector: '.ant-select-item-option-content' }));
}

async function setTime(id: string, text: string) {
  const el = input(id);
  fireEvent.mouseDown(el);
  fireEvent.focus(el);
  fireEvent.change(el, { target: { value: text } });
  fireEvent.keyDown(el, { key: 'Enter', code: 'Enter' });
  await waitFor(() => expect(input(id).value).toBe(text));
}

describe('write follow-up dialog', () => {
  it('defaults: the member as follower, follow time now, next follow-up 3 days later, the record’s contact', async () => {
    open();
    await screen.findByRole('dialog', { name: '写跟进' });
    expect(within(dialog()).getByText('王强')).toBeTruthy();
    expect(input('follow_time').value).toBe('2024-05-10 09:30');
    expect(input('next_follow_time').value).toBe('2024-05-13 09:30');
    expect(input('contact_name').value).toBe('周明');
  });

  it('shows each required message and sends nothing', async () => {
    open({ contactName: '' });
    await screen.findByRole('dialog', { name: '写跟进' });
    // clear the follow time with the picker's clear button
    fireEvent.mouseDown(document.querySelector('.ant-picker-clear') as HTMLElement);
    fireEvent.click(document.querySelector('.ant-picker-clear') as HTMLElement);
    save();
    for (const msg of ['请选择跟进类型', '请选择跟进时间', '请输入联系人', '请填写跟进记录'])
      expect(await within(dialog()).findByText(msg)).toBeTruthy();
    expect(api.to('/api/CommonFollow/add')).toHaveLength(0);
  });

  it('refuses a next follow-up time before the follow time', async () => {
    open();
    await screen.findByRole('dialog', { name: '写跟进' });
    await setTime('next_follow_time', '2024-05-10 08:00');
    expect(await within(dialog()).findByText('下次跟进时间不能早于跟进时间')).toBeTruthy();
    await chooseType('电话');
    fireEvent.change(screen.getByLabelText('跟进记录'), { target: { value: '电话沟通' } });
    save();
    await waitFor(() => expect(within(dialog()).getByText('下次跟进时间不能早于跟进时间')).toBeTruthy());
    expect(api.to('/api/CommonFollow/add')).toHaveLength(0);
    await setTime('next_follow_time', '2024-05-11 10:00');
    await waitFor(() => expect(within(dialog()).queryByText('下次跟进时间不能早于跟进时间')).toBeNull());
  });

  it('sends the follow-up, shows the server message and closes', async () => {
    const { onClose, onSaved } = open();
    await screen.findByRole('dialog', { name: '写跟进' });
    await chooseType('拜访');
    fireEvent.change(input('next_follow_content'), { target: { value: '带方案再去' } });
    fireEvent.change(screen.getByLabelText('跟进记录'), { target: { value: '上门拜访' } });
    save();
    await waitFor(() => expect(api.to('/api/CommonFollow/add')).toHaveLength(1));
    expect(api.to('/api/CommonFollow/add')[0].body).toEqual({
      entity: 'clue',
      real_id: 5,
      follow_type: 4,
      follow_time: '2024-05-10 09:30:00',
      next_follow_time: '2024-05-13 09:30:00',
      next_follow_content: '带方案再去',
      contact_name: '周明',
      contact_id: null,
      content: '<p>上门拜访</p>',
      attachment_id: '',
    });
    expect(await screen.findByText('跟进已保存')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
    // saved: nothing to ask about
    expect(screen.queryByText(DISCARD)).toBeNull();
  });

  it('closes at once when nothing was typed, and asks before discarding what was', async () => {
    const { onClose } = open();
    await screen.findByRole('dialog', { name: '写跟进' });
    fireEvent.click(within(dialog()).getByRole('button', { name: /取\s*消/ }));
    expect(onClose).toHaveBeenCalledOnce();

    fireEvent.change(screen.getByLabelText('跟进记录'), { target: { value: '上门拜访' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: /取\s*消/ }));
    const ask = (await screen.findByText(DISCARD)).closest('.ant-modal') as HTMLElement;
    expect(onClose).toHaveBeenCalledOnce();
    fireEvent.click(within(ask).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText(DISCARD)).toBeNull());
    expect(onClose).toHaveBeenCalledOnce();
    expect((screen.getByLabelText('跟进记录') as HTMLTextAreaElement).value).toBe('上门拜访');
  });

  it('keeps everything typed when the server refuses', async () => {
    api.on('/api/CommonFollow/add', { code: 400, msg: '下次跟进时间不能早于跟进时间', data: null });
    const { onClose } = open();
    await screen.findByRole('dialog', { name: '写跟进' });
    await chooseType('微信');
    fireEvent.change(screen.getByLabelText('跟进记录'), { target: { value: '发了资料' } });
    save();
    await waitFor(() => expect(api.toasts).toContain('下次跟进时间不能早于跟进时间'));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('跟进记录') as HTMLTextAreaElement).value).toBe('发了资料');
  });

  it('for a customer offers its contacts, the first one chosen', async () => {
    open({ entityKey: 'customer', recordId: 7, contactSource: contactSourceOf(customerEntity) });
    await screen.findByRole('dialog', { name: '写跟进' });
    await waitFor(() => expect(input('contact_id')).toBeTruthy());
    expect(api.to('/api/Contacts/getList')[0].query.get('enterprise_id')).toBe('7');
    expect(within(dialog()).getByText('赵六')).toBeTruthy();
    await chooseType('电话');
    fireEvent.change(screen.getByLabelText('跟进记录'), { target: { value: '确认需求' } });
    save();
    await waitFor(() => expect(api.to('/api/CommonFollow/add')).toHaveLength(1));
    expect(api.to('/api/CommonFollow/add')[0].body).toMatchObject({
      entity: 'customer',
      real_id: 7,
      contact_name: '赵六',
      contact_id: 8,
    });
  });
});
