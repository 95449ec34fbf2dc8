import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerEntity, defineEntity, f } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { EntityFormPage } from '../EntityFormPage.tsx';

/** An entity whose rich text is required (none of the declared ones is). */
const noteEntity = defineEntity({
  key: 'note',
  controller: 'Note',
  title: '笔记',
  table: 'test_note',
  idKey: 'note_id',
  titleField: 'title',
  node: 'test_note',
  owned: false,
  fields: [f.text('title', '标题', { max: 40 }), f.richText('body', '正文', { required: '请输入正文' })],
  sections: [{ title: '内容', fields: ['title', 'body'] }],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: {},
  // a route the app knows, for 取消 and after saving
  routes: { list: 'productList' },
});

const customer = {
  id: 7,
  enterprise_id: 7,
  enterprise_name: '上海华东科技有限公司',
  contact_name: '张三',
  region: '广东省/深圳市/南山区',
  attachments: [5, 6],
  attachments_files: [
    { id: 5, name: '合同.pdf', url: '/api/Upload/file?id=5', size: 1200, ext: 'pdf' },
    { id: 6, name: '门头.png', url: '/api/Upload/file?id=6', size: 800, ext: 'png' },
  ],
};

let api: ReturnType<typeof fakeApi>;
let uploads = 0;
beforeEach(() => {
  uploads = 0;
  api = fakeApi({
    '/api/Customer/add': ok({ id: 42 }, { msg: '添加成功' }),
    '/api/Customer/update': ok({ id: 7 }, { msg: '保存成功' }),
    '/api/Customer/info': ok(customer),
    '/api/Note/add': ok({ id: 3 }),
    '/api/Note/update': ok({ id: 3 }),
    '/api/Upload/doUpload': () => {
      const id = 10 + ++uploads;
      return ok({
        id,
        name: `报价单${id}.xlsx`,
        url: `/api/Upload/file?id=${id}`,
        attachment_id: id,
        title: `报价单${id}.xlsx`,
      });
    },
  });
});

// whole forms render in jsdom; on a busy machine one test may take longer than the default

/** the editor, once its lazily loaded chunk (TipTap) has arrived */
const findEditor = (name: string) => screen.findByRole('textbox', { name });

const save = () => fireEvent.click(screen.getByRole('button', { name: /保 ?存/ }));
const fieldItem = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
const choose = (input: HTMLInputElement, ...files: File[]) => fireEvent.change(input, { target: { files } });

/** A choice of the open region cascader, in the rightmost column that has it. */
const regionChoice = (name: string) =>
  waitFor(() => {
    const found = document.querySelectorAll<HTMLElement>(`li[role=menuitemcheckbox][title="${name}"]`);
    if (found.length === 0) throw new Error(`no choice ${name}`);
    return found[found.length - 1];
  });

describe('rich text in the form', () => {
  it('is the rich-text editor; an empty editor fails the required rule with the declared message', async () => {
    renderPage('/x/addNote', <EntityFormPage entity={noteEntity} mode="add" />);
    expect(await findEditor('正文')).toBeTruthy();
    expect(within(fieldItem('正文')).getByRole('toolbar', { name: '格式' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '周报' } });
    save();
    expect(await screen.findByText('请输入正文')).toBeTruthy();
    expect(await screen.findByText('请填写必要信息')).toBeTruthy();
    expect(api.to('/api/Note/add')).toHaveLength(0);
  });

  it("a stored '<p></p>' counts as empty", async () => {
    api.on('/api/Note/info', ok({ id: 3, note_id: 3, title: '空的', body: '<p></p>' }));
    renderPage('/x/editNote?id=3', <EntityFormPage entity={noteEntity} mode="edit" />);
    await findEditor('正文');
    save();
    expect(await screen.findByText('请输入正文')).toBeTruthy();
    expect(api.to('/api/Note/update')).toHaveLength(0);
  });

  it('shows stored HTML formatted in the editor', async () => {
    api.on('/api/Note/info', ok({ id: 3, note_id: 3, title: '周报', body: '<p>本周<strong>完成</strong>签约</p>' }));
    renderPage('/x/editNote?id=3', <EntityFormPage entity={noteEntity} mode="edit" />);
    const editor = await findEditor('正文');
    await waitFor(() => expect(editor.textContent).toBe('本周完成签约'));
    expect(editor.querySelector('strong')?.textContent).toBe('完成');
  });

  it('keeps the declared max length of text', async () => {
    renderPage('/x/addNote', <EntityFormPage entity={noteEntity} mode="add" />);
    expect((await screen.findByLabelText('标题')).getAttribute('maxlength')).toBe('40');
  });
});

describe('attachments in the form', () => {
  it('uploads the picked files and sends their ids on save', async () => {
    const { container } = renderPage('/customer/addCustomer', <EntityFormPage entity={customerEntity} mode="add" />);
    fireEvent.change(await screen.findByLabelText('客户名称'), { target: { value: '北京新材料' } });
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    choose(input, new File(['a'], '报价单.xlsx'));
    await waitFor(() => expect(api.to('/api/Upload/doUpload')).toHaveLength(1));
    expect(await screen.findByText('报价单.xlsx')).toBeTruthy();
    choose(container.querySelector<HTMLInputElement>('input[type=file]')!, new File(['b'], '清单.xlsx'));
    await waitFor(() => expect(api.to('/api/Upload/doUpload')).toHaveLength(2));
    expect(await screen.findByText('清单.xlsx')).toBeTruthy();
    save();
    await waitFor(() => expect(api.to('/api/Customer/add')).toHaveLength(1));
    expect(api.to('/api/Customer/add')[0].body).toEqual({ enterprise_name: '北京新材料', attachments: [11, 12] });
  });

  it("editing shows the record's files and keeps them; a removed file leaves the ids", async () => {
    renderPage('/customer/editCustomer?id=7', <EntityFormPage entity={customerEntity} mode="edit" />);
    const item = await waitFor(() => fieldItem('附件'));
    expect(await within(item).findByText('合同.pdf')).toBeTruthy();
    expect(within(item).getByText('门头.png')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '李四' } });
    save();
    await waitFor(() => expect(api.to('/api/Customer/update')).toHaveLength(1));
    // untouched attachments are not sent: the server keeps them
    expect(api.to('/api/Customer/update')[0].body).toEqual({ id: 7, contact_name: '李四' });
  });

  it('removing a file sends the ids that remain', async () => {
    renderPage('/customer/editCustomer?id=7', <EntityFormPage entity={customerEntity} mode="edit" />);
    const item = await waitFor(() => fieldItem('附件'));
    const pdf = (await within(item).findByText('合同.pdf')).closest('.ant-upload-list-item') as HTMLElement;
    fireEvent.click(within(pdf).getByRole('button', { name: /删除/ }));
    await waitFor(() => expect(within(item).queryByText('合同.pdf')).toBeNull());
    save();
    await waitFor(() => expect(api.to('/api/Customer/update')).toHaveLength(1));
    expect(api.to('/api/Customer/update')[0].body).toEqual({ id: 7, attachments: [6] });
  });
});

describe('region in the form', () => {
  it('is a province / city / district cascader whose value is sent as text', async () => {
    renderPage('/customer/addCustomer', <EntityFormPage entity={customerEntity} mode="add" />);
    fireEvent.change(await screen.findByLabelText('客户名称'), { target: { value: '深圳前海贸易' } });
    fireEvent.mouseDown(screen.getByLabelText('所在地区'));
    for (const name of ['广东省', '深圳市', '南山区']) fireEvent.click(await regionChoice(name));
    save();
    await waitFor(() => expect(api.to('/api/Customer/add')).toHaveLength(1));
    expect(api.to('/api/Customer/add')[0].body).toEqual({
      enterprise_name: '深圳前海贸易',
      region: '广东省/深圳市/南山区',
    });
  });

  it('shows the stored text in the cascader when editing', async () => {
    renderPage('/customer/editCustomer?id=7', <EntityFormPage entity={customerEntity} mode="edit" />);
    const item = await waitFor(() => fieldItem('所在地区'));
    await waitFor(() => expect(item.querySelector('.ant-cascader')?.textContent).toContain('广东省 / 深圳市 / 南山区'));
  });
});
