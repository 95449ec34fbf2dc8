import { describe, expect, it } from 'vitest';
import { memberWithNodes } from './org-fixtures.ts';
import { appForFile, SALES } from './harness.ts';

const { t, admin } = await appForFile();
const seller = await t.login(SALES);

type Contact = {
  contact_id: number;
  contact_name: string;
  enterprise_id: number;
  mobile: string;
  phone: string;
  email: string;
};
const contactsOf = async (token: string, enterpriseId: number) =>
  (
    await t.call<Contact[]>('GET', '/api/Contacts/getList', {
      token,
      query: { enterprise_id: enterpriseId, limit: 100 },
    })
  ).body.data;
const addCustomer = async (token: string, body: Record<string, unknown>, url = '/api/Customer/add') => {
  const res = await t.call<{ id: number }>('POST', url, { token, body });
  expect(res.body.msg).toBe('操作成功');
  return res.body.data.id;
};

describe("a new customer's 联系人", () => {
  it("becomes the customer's first contact, with its phones and email, owned by the same member", async () => {
    const id = await addCustomer(seller, {
      enterprise_name: '首联客户',
      contact_name: ' 周婷 ',
      mobile: '13900001111',
      phone: '010-88886666',
      email: 'zt@example.com',
    });
    const contacts = await contactsOf(seller, id);
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ contact_name: '周婷', enterprise_id: id, email: 'zt@example.com' });
    // the seller sees the phones in full: the contact is theirs
    expect(contacts[0].mobile).toBe('13900001111');
    const info = await t.call<{ owner_user_id: number }>('GET', '/api/Contacts/info', {
      token: seller,
      query: { id: contacts[0].contact_id },
    });
    const customer = await t.call<{ owner_user_id: number }>('GET', '/api/Customer/info', {
      token: seller,
      query: { id },
    });
    expect(info.body.data.owner_user_id).toBe(customer.body.data.owner_user_id);
  });

  it('makes no contact when the form names none', async () => {
    const id = await addCustomer(seller, { enterprise_name: '无联系人客户', mobile: '13900002222' });
    expect(await contactsOf(seller, id)).toEqual([]);
  });

  it('stays text for a member who may not add contacts, and for a customer created into the pool', async () => {
    const noContacts = await memberWithNodes(t, ['customer_customer', 'customer_customer_add']);
    const id = await addCustomer(noContacts.token, { enterprise_name: '仅客户权限客户', contact_name: '吴刚' });
    expect(await contactsOf(admin, id)).toEqual([]);
    const pooled = await addCustomer(
      admin,
      { enterprise_name: '公海新客户', contact_name: '郑洁' },
      '/api/PublicCustomer/add',
    );
    expect(await contactsOf(admin, pooled)).toEqual([]);
  });

  it('is refused with the customer when its own values are wrong: nothing is left behind', async () => {
    const before = (
      await t.call<unknown[]>('GET', '/api/Contacts/getList', { token: admin, query: { keyword: '坏邮箱联系人' } })
    ).body.data.length;
    const res = await t.call('POST', '/api/Customer/add', {
      token: seller,
      body: { enterprise_name: '坏邮箱客户', contact_name: '坏邮箱联系人', email: 'not-an-email' },
    });
    expect(res.status).toBe(400);
    expect(
      (await t.call<unknown[]>('GET', '/api/Contacts/getList', { token: admin, query: { keyword: '坏邮箱联系人' } }))
        .body.data,
    ).toHaveLength(before);
    expect(
      (await t.call<unknown[]>('GET', '/api/Customer/getList', { token: admin, query: { keyword: '坏邮箱客户' } })).body
        .data,
    ).toEqual([]);
  });
});
