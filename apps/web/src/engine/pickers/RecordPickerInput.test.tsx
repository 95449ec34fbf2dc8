import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { RecordPickerInput } from './RecordPickerInput.tsx';
import { ScopedRecordPickerInput } from './ScopedRecordPickerInput.tsx';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Customer/getList': ok(
      [{ id: 2, enterprise_id: 2, enterprise_name: '杭州西湖贸易有限公司', contact_name: '王女士' }],
      { count: 1 },
    ),
    '/api/Customer/info': ok({ id: 9, enterprise_id: 9, enterprise_name: '深圳南山电子有限公司' }),
    '/api/Contacts/getList': ok([], { count: 0 }),
    '/api/Product/getList': ok([{ id: 4, name: '速办CRM', main_key: 'SW-CRM-01' }], { count: 1 }),
    '/api/ProductType/getTree': ok([]),
    '/api/Department/getDeptTree': ok([{ value: 0, label: '全公司', parent_id: -1, children: [] }]),
  });
});

/** the text the picker input shows */
const shown = () => (screen.getByLabelText('字段').closest('.ant-select') as HTMLElement).textContent ?? '';

type FormRef = ReturnType<typeof Form.useForm>[0];
function renderForm(field: React.ReactNode, initialValues: Record<string, unknown> = {}) {
  const ref: { form?: FormRef } = {};
  function Harness() {
    const [f] = Form.useForm();
    ref.form = f;
    return (
      <Form form={f} initialValues={initialValues}>
        <Form.Item name="v" label="字段">
          {field}
        </Form.Item>
      </Form>
    );
  }
  const view = renderPage('/home/home', <Harness />);
  return { ...view, ref };
}

describe('record picker inputs', () => {
  it('a customer picker shows the name, opens 选择客户 with its parameters and sets the picked id', async () => {
    const { ref } = renderForm(
      <RecordPickerInput
        entity="customer"
        params={{ select_type: 1 }}
        initialLabel="上海华东科技有限公司"
        addRoute="addCustomer"
      />,
      { v: 1 },
    );
    expect(await screen.findByText('上海华东科技有限公司')).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('字段'));
    const dialog = await screen.findByRole('dialog', { name: '选择客户' });
    expect(api.to('/api/Customer/getList')[0].query.get('select_type')).toBe('1');
    fireEvent.doubleClick(await within(dialog).findByText('杭州西湖贸易有限公司'));
    await waitFor(() => expect(ref.form?.getFieldValue('v')).toBe(2));
    await waitFor(() => expect(shown()).toContain('杭州西湖贸易有限公司'));
    expect(shown()).not.toContain('上海华东科技有限公司');
  });

  it('a scoped picker takes its filter from another field of the form (the contacts of the chosen customer)', async () => {
    const { ref } = renderForm(<ScopedRecordPickerInput entity="contact" from={{ enterprise_id: 'customer' }} />, {
      customer: 9,
    });
    fireEvent.mouseDown(screen.getByLabelText('字段'));
    await screen.findByRole('dialog', { name: '选择联系人' });
    await waitFor(() => expect(api.to('/api/Contacts/getList').at(-1)?.query.get('enterprise_id')).toBe('9'));
    expect(ref.form?.getFieldValue('customer')).toBe(9);
  });

  it('looks up the name of a value it was not told', async () => {
    renderForm(<RecordPickerInput entity="customer" />, { v: 9 });
    expect(await screen.findByText('深圳南山电子有限公司')).toBeTruthy();
    expect(api.to('/api/Customer/info')[0].query.get('id')).toBe('9');
  });

  it('a contact picker lists the contacts of the given customer', async () => {
    renderForm(<RecordPickerInput entity="contact" params={{ enterprise_id: 7 }} />);
    fireEvent.mouseDown(await screen.findByLabelText('字段'));
    await screen.findByRole('dialog', { name: '选择联系人' });
    await waitFor(() => expect(api.to('/api/Contacts/getList')).toHaveLength(1));
    const q = api.to('/api/Contacts/getList')[0].query;
    expect([q.get('enterprise_id'), q.get('enterprise_role'), q.get('select')]).toEqual(['7', '3', '1']);
  });

  it('a product picker keeps several ids and a tag can be removed', async () => {
    const { ref } = renderForm(
      <RecordPickerInput
        entity="product"
        multiple
        known={[{ value: 1, label: '年度运维服务' }]}
        params={{ contract_id: 12 }}
      />,
      { v: [1] },
    );
    expect(await screen.findByText('年度运维服务')).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('字段'));
    const dialog = await screen.findByRole('dialog', { name: '选择产品' });
    expect(api.to('/api/Product/getList')[0].query.get('contract_id')).toBe('12');
    fireEvent.click(await within(dialog).findByText('SW-CRM-01'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(ref.form?.getFieldValue('v')).toEqual([1, 4]));
    await waitFor(() => expect(shown()).toContain('速办CRM'));
    const tag = screen.getByTitle('年度运维服务').closest('.ant-select-selection-item') as HTMLElement;
    fireEvent.click(tag.querySelector('.ant-select-selection-item-remove') as HTMLElement);
    await waitFor(() => expect(ref.form?.getFieldValue('v')).toEqual([4]));
    expect(shown()).not.toContain('年度运维服务');
  });
});
