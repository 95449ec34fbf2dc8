import { fireEvent, screen, within } from '@testing-library/react';
import { customerEntity } from '@suwork/domain/entities';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../test/fake-api.ts';
import { onPhone } from '../test/phone-window.ts';
import { renderPage } from '../test/render-page.tsx';
import { EntityDetailPage } from './EntityDetailPage.tsx';

// TipTap needs a real layout engine; in jsdom the editor is a text box with the same value contract.
vi.mock('../components/editor/RichTextEditor.tsx', () => ({
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

const record = {
  id: 7,
  enterprise_id: 7,
  enterprise_name: '深圳市华锐智能科技有限公司',
  level: 1,
  deal_status: 2,
  contact_name: '陈晓东',
  phone: '0755-6600000',
  mobile: '13912340001',
  owner_user_id: 3,
  owner_user_name: '王强',
  create_time: '2024-05-01 10:00:00',
  update_time: '2024-05-02 11:00:00',
};

beforeEach(() => {
  onPhone();
  fakeApi({
    '/api/Customer/info': ok(record),
    '/api/CommonFollow/getList': ok({}, { count: 0 }),
    '/api/Contacts/getList': ok([{ id: 8, contact_id: 8, contact_name: '陈晓东' }], { count: 1 }),
  });
});
afterEach(() => vi.restoreAllMocks());

describe('a record on a phone', () => {
  it('offers 写跟进 among the actions at the top, before the fields and the feed far below, and opens the sheet from there', async () => {
    renderPage('/customer/customerInfo?id=7', <EntityDetailPage entity={customerEntity} />, {
      nodes: ['customer_customer', 'customer_customer_edit'],
    });
    await screen.findByRole('heading', { name: '深圳市华锐智能科技有限公司' });
    const writes = screen.getAllByRole('button', { name: /写跟进/ });
    expect(writes).toHaveLength(1);
    const [write] = writes;
    const edit = screen.getByRole('button', { name: /编\s*辑/ });
    const fields = screen.getByRole('tablist');
    const feed = screen.getByRole('complementary', { name: '跟进动态' });
    expect(write.parentElement?.parentElement).toBe(edit.parentElement?.parentElement);
    expect(write.compareDocumentPosition(fields) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(feed).queryByRole('button', { name: /写跟进/ })).toBeNull();
    fireEvent.click(write);
    // by its title: in tests every antd id is the same, so the dialog's name is not its own
    const title = await screen.findByText('写跟进', { selector: '.ant-modal-title' });
    expect(await within(title.closest<HTMLElement>('[role=dialog]')!).findByText('跟进记录')).toBeTruthy();
  });
});
