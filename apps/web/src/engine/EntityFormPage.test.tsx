import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DOUBLE_CLICK_GUARD_MS, MSG } from '@suwork/domain';
import { contactEntity, customerEntity } from '@suwork/domain/entities';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../test/fake-api.ts';
import { renderPage } from '../test/render-page.tsx';
import { EntityFormPage } from './EntityFormPage.tsx';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/user/getList': ok([{ user_id: 3, user_name: '王强' }]),
    '/api/Customer/add': ok({ id: 42 }, { msg: '添加成功' }),
    '/api/Customer/update': ok({ id: 7 }, { msg: '保存成功' }),
    '/api/Customer/info': ok({
      id: 7,
      enterprise_id: 7,
      enterprise_name: '上海华东科技有限公司',
      source: 2,
      level: 1,
      deal_status: 2,
      contact_name: '张三',
      phone: '021-5555',
      next_follow_time: '2024-06-01 09:30:00',
      remark: null,
    }),
  });
});

const openAdd = () => renderPage('/customer/addCustomer', <EntityFormPage entity={customerEntity} mode="add" />);
const openEdit = (id = 7) =>
  renderPage(`/customer/editCustomer?id=${id}`, <EntityFormPage entity={customerEntity} mode="edit" />);
const save = () => fireEvent.click(screen.getByRole('button', { name: /保 ?存/ }));

describe('add form', () => {
  it('shows the sections and only writable fields, the first one focused', async () => {
    openAdd();
    const name = await screen.findByLabelText('客户名称');
    expect(document.activeElement).toBe(name);
    for (const title of ['基本信息', '地址信息', '其他信息']) expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByLabelText('下次联系时间')).toBeTruthy();
    expect(screen.queryByLabelText('成交状态')).toBeNull();
    expect(screen.queryByLabelText('最后跟进时间')).toBeNull();
  });

  it('an empty required field shows its declared message and 请填写必要信息; nothing is sent', async () => {
    openAdd();
    await screen.findByLabelText('客户名称');
    save();
    expect(await screen.findByText('请输入客户名称')).toBeTruthy();
    expect(await screen.findByText('请填写必要信息')).toBeTruthy();
    expect(api.to('/api/Customer/add')).toHaveLength(0);
  });

  it('checks a required field when it loses focus', async () => {
    openAdd();
    const name = await screen.findByLabelText('客户名称');
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect(await screen.findByText('请输入客户名称')).toBeTruthy();
  });

  it('sends the typed fields, shows the server message and opens the new record', async () => {
    const { where } = openAdd();
    fireEvent.change(await screen.findByLabelText('客户名称'), { target: { value: ' 北京新材料 ' } });
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '李四' } });
    save();
    await waitFor(() => expect(api.to('/api/Customer/add')).toHaveLength(1));
    expect(api.to('/api/Customer/add')[0].body).toEqual({ enterprise_name: '北京新材料', contact_name: '李四' });
    expect(await screen.findByText('添加成功')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/customer/customerInfo?id=42'));
  });

  it('keeps what was typed when the server refuses', async () => {
    api.on('/api/Customer/add', { code: 400, msg: '客户名称已存在', data: null });
    const { where } = openAdd();
    fireEvent.change(await screen.findByLabelText('客户名称'), { target: { value: '重复公司' } });
    save();
    await waitFor(() => expect(api.toasts).toContain('客户名称已存在'));
    expect(where()).toBe('/customer/addCustomer');
    expect((screen.getByLabelText('客户名称') as HTMLInputElement).value).toBe('重复公司');
  });

  it('shows a refusal about one field under that field, until the field is changed', async () => {
    const wrong = '纳税人识别号应为18位统一社会信用代码，请核对';
    api.on('/api/Customer/add', { code: 400, msg: wrong, data: null, field: 'tax_number' });
    openAdd();
    fireEvent.change(await screen.findByLabelText('客户名称'), { target: { value: '北京新材料' } });
    fireEvent.change(screen.getByLabelText('纳税人识别号'), { target: { value: '123' } });
    save();
    const item = () => screen.getByLabelText('纳税人识别号').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(within(item()).getByText(wrong)).toBeTruthy());
    expect(api.toasts).toContain(wrong);
    fireEvent.change(screen.getByLabelText('纳税人识别号'), { target: { value: '91350100M000100Y43' } });
    await waitFor(() => expect(within(item()).queryByText(wrong)).toBeNull());
  });

  it('fills declared defaults', async () => {
    renderPage('/customer/addContactsUser', <EntityFormPage entity={contactEntity} mode="add" />);
    await screen.findByLabelText('姓名');
    // 关键决策人 defaults to 1 (否)
    expect(screen.getByText('否')).toBeTruthy();
  });
});

describe('one submission, one record', () => {
  afterEach(() => vi.useRealTimers());
  const keysSent = () => api.to('/api/Customer/add').map((r) => r.headers.get('Idempotency-Key'));

  it('sends the same Idempotency-Key when a lost answer or a refusal is followed by another click', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reply = api.fetch.getMockImplementation()!;
    let adds = 0;
    // the first add reaches the server but its answer is lost on the way back
    api.fetch.mockImplementation(async (input, init) => {
      const add = String(input).endsWith('/api/Customer/add') ? ++adds : 0;
      const res = await reply(input, init);
      if (add === 1) throw new TypeError('Failed to fetch');
      return res;
    });
    api.on('/api/Customer/add', () =>
      adds === 2 ? { code: 409, msg: '客户名称已存在', data: null } : ok({ id: 42 }, { msg: '添加成功' }),
    );
    const { where } = openAdd();
    fireEvent.change(await screen.findByLabelText('客户名称'), { target: { value: '北京新材料' } });
    save();
    await waitFor(() => expect(api.to('/api/Customer/add')).toHaveLength(1));
    await waitFor(() => expect(api.toasts).toContain(MSG.operationError));
    for (const n of [2, 3]) {
      // past the double-click guard
      act(() => vi.advanceTimersByTime(DOUBLE_CLICK_GUARD_MS + 100));
      save();
      await waitFor(() => expect(api.to('/api/Customer/add')).toHaveLength(n));
    }
    await waitFor(() => expect(where()).toBe('/customer/customerInfo?id=42'));
    expect(api.toasts).toContain('客户名称已存在');
    const keys = keysSent();
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys).toEqual([keys[0], keys[0], keys[0]]);
  });

  it('a new form is a new submission', async () => {
    openAdd();
    fireEvent.change(await screen.findByLabelText('客户名称'), { target: { value: '甲公司' } });
    save();
    await waitFor(() => expect(api.to('/api/Customer/add')).toHaveLength(1));
    openAdd();
    fireEvent.change((await screen.findAllByLabelText('客户名称')).at(-1)!, { target: { value: '甲公司' } });
    fireEvent.click(screen.getAllByRole('button', { name: /保 ?存/ }).at(-1)!);
    await waitFor(() => expect(api.to('/api/Customer/add')).toHaveLength(2));
    const [a, b] = keysSent();
    expect(a).not.toBe(b);
  });
});

describe('duplicate check', () => {
  afterEach(() => vi.useRealTimers());

  it('a declared field checks for duplicates when it loses focus and lists the matches under it', async () => {
    api.on(
      '/api/Customer/checkDuplicate',
      ok([
        {
          id: 3,
          field: 'enterprise_name',
          label: '客户名称',
          value: '上海华东科技',
          title: '上海华东科技',
          owner_user_name: '王强',
          visible: true,
        },
        {
          id: null,
          field: 'enterprise_name',
          label: '客户名称',
          value: '上****技',
          title: '上****技',
          owner_user_name: '杨磊',
          visible: false,
        },
      ]),
    );
    renderPage('/customer/addCustomer', <EntityFormPage entity={customerEntity} mode="add" />, {
      nodes: ['customer_customer', 'customer_customer_add'],
    });
    const name = await screen.findByLabelText('客户名称');
    fireEvent.change(name, { target: { value: ' 上海华东科技 ' } });
    fireEvent.blur(name);
    expect(await screen.findByText('已存在 2 条客户名称相同的记录')).toBeTruthy();
    expect(api.to('/api/Customer/checkDuplicate')[0].body).toEqual({ enterprise_name: '上海华东科技' });
    expect(screen.getByRole('link', { name: '上海华东科技' }).getAttribute('href')).toBe('/customer/customerInfo?id=3');
    expect(screen.getByText('上****技').closest('a')).toBeNull();
    expect(screen.getByText(/负责人：杨磊/)).toBeTruthy();
    // the same value is not asked again; an emptied field clears the matches
    fireEvent.blur(name);
    expect(api.to('/api/Customer/checkDuplicate')).toHaveLength(1);
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.blur(name);
    await waitFor(() => expect(screen.queryByText(/已存在 2 条/)).toBeNull());
    expect(api.to('/api/Customer/checkDuplicate')).toHaveLength(1);
  });

  it('fields without the check and edit forms ask nothing', async () => {
    renderPage('/customer/addCustomer', <EntityFormPage entity={customerEntity} mode="add" />, {
      nodes: ['customer_customer'],
    });
    const contact = await screen.findByLabelText('联系人');
    fireEvent.change(contact, { target: { value: '李四' } });
    fireEvent.blur(contact);
    openEdit();
    const names = await screen.findAllByLabelText('客户名称');
    fireEvent.blur(names[names.length - 1]);
    await new Promise((r) => setTimeout(r, 50));
    expect(api.to('/api/Customer/checkDuplicate')).toHaveLength(0);
  });

  it('saving a duplicate asks 仍然保存？ with the matches, and saves only when told to', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.on('/api/Customer/checkDuplicate', ({ body }) =>
      ok(
        (body as Record<string, string>).enterprise_name === '上海华东科技'
          ? [
              {
                id: 3,
                field: 'enterprise_name',
                label: '客户名称',
                value: '上海华东科技',
                title: '上海华东科技',
                owner_user_name: '王强',
                visible: true,
              },
            ]
          : [],
      ),
    );
    const { where } = renderPage('/customer/addCustomer', <EntityFormPage entity={customerEntity} mode="add" />, {
      nodes: ['customer_customer', 'customer_customer_add'],
    });
    const name = await screen.findByLabelText('客户名称');
    fireEvent.change(name, { target: { value: '上海华东科技' } });
    fireEvent.blur(name);
    await screen.findByText('已存在 1 条客户名称相同的记录');

    // the warning seen, a click on 保存 asks instead of saving
    save();
    const ask = await screen.findByRole('dialog', { name: '仍然保存？' });
    expect(within(ask).getByText(/已存在 1 条相同的记录/)).toBeTruthy();
    expect(within(ask).getByRole('link', { name: '上海华东科技' }).getAttribute('href')).toBe(
      '/customer/customerInfo?id=3',
    );
    expect(within(ask).getByText(/负责人：王强/)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '仍然保存？' })).toBeNull());
    expect(api.to('/api/Customer/add')).toHaveLength(0);

    // asked again on the next click (past the double-click guard); 仍然保存 saves once
    act(() => vi.advanceTimersByTime(DOUBLE_CLICK_GUARD_MS + 100));
    save();
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: '仍然保存？' })).getByRole('button', { name: '仍然保存' }),
    );
    await waitFor(() => expect(api.to('/api/Customer/add')).toHaveLength(1));
    expect(api.to('/api/Customer/add')[0].body).toMatchObject({ enterprise_name: '上海华东科技' });
    await waitFor(() => expect(where()).toBe('/customer/customerInfo?id=42'));
    // the value was asked once, on blur
    expect(api.to('/api/Customer/checkDuplicate')).toHaveLength(1);
  });

  it('a value typed and saved at once is checked before it is saved', async () => {
    api.on(
      '/api/Customer/checkDuplicate',
      ok([
        {
          id: null,
          field: 'enterprise_name',
          label: '客户名称',
          value: '上****技',
          title: '上****技',
          owner_user_name: '杨磊',
          visible: false,
        },
      ]),
    );
    renderPage('/customer/addCustomer', <EntityFormPage entity={customerEntity} mode="add" />, {
      nodes: ['customer_customer', 'customer_customer_add'],
    });
    fireEvent.change(await screen.findByLabelText('客户名称'), { target: { value: '上海华东科技' } });
    save();
    const ask = await screen.findByRole('dialog', { name: '仍然保存？' });
    // a record the member may not see is named but not linked
    expect(within(ask).getByText('上****技').closest('a')).toBeNull();
    expect(api.to('/api/Customer/add')).toHaveLength(0);
  });
});

describe('reference field', () => {
  it('picks the customer in the 选择客户 dialog (server search, 5 a page) and a picked record satisfies the required rule', async () => {
    api.on('/api/Customer/getList', ({ query }) =>
      ok(
        query.get('keyword') === '前海' || query.get('company_name') === '前海'
          ? [{ id: 5, enterprise_id: 5, enterprise_name: '深圳前海贸易公司' }]
          : [],
        { count: 1 },
      ),
    );
    api.on('/api/Contacts/add', ok({ id: 11 }));
    const { container, where } = renderPage(
      '/customer/addContactsUser',
      <EntityFormPage entity={contactEntity} mode="add" />,
    );
    fireEvent.change(await screen.findByLabelText('姓名'), { target: { value: '陈经理' } });
    fireEvent.mouseDown(screen.getByLabelText('客户名称'));
    const dialog = await screen.findByRole('dialog', { name: '选择客户' });
    const search = within(dialog).getAllByRole('textbox')[0];
    fireEvent.change(search, { target: { value: '前海' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    fireEvent.doubleClick(await within(dialog).findByText('深圳前海贸易公司'));
    const sent = api.to('/api/Customer/getList').at(-1);
    expect(sent?.query.get('limit')).toBe('5');
    save();
    await waitFor(() => expect(api.to('/api/Contacts/add')).toHaveLength(1));
    expect(api.to('/api/Contacts/add')[0].body).toEqual({
      contact_name: '陈经理',
      enterprise_id: 5,
      is_decision_maker: 1,
    });
    expect(container.querySelector('.ant-form-item-explain')).toBeNull();
    await waitFor(() => expect(where()).toBe('/customer/contactsUserInfo?id=11'));
  });
});

describe('edit form', () => {
  it('loads the record and sends only the changed fields with the id', async () => {
    const { where } = openEdit();
    const name = (await screen.findByLabelText('客户名称')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('上海华东科技有限公司'));
    expect(api.to('/api/Customer/info')[0].query.get('id')).toBe('7');
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('网址'), { target: { value: 'https://hd.example.com' } });
    save();
    await waitFor(() => expect(api.to('/api/Customer/update')).toHaveLength(1));
    expect(api.to('/api/Customer/update')[0].body).toEqual({
      id: 7,
      contact_name: null,
      website: 'https://hd.example.com',
    });
    await waitFor(() => expect(where()).toBe('/customer/customerInfo?id=7'));
  });

  it('a missing record shows the server message', async () => {
    api.on('/api/Customer/info', { code: 404, msg: '数据不存在或无权查看', data: null });
    openEdit(999);
    expect(await screen.findByText('数据不存在或无权查看')).toBeTruthy();
  });
});
