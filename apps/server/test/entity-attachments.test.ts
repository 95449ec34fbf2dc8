import { ENTITY_BY_KEY, type EntityDef } from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { inputSchemas, missingRequired } from '../src/core/engine/input-schema.ts';
import { createRecord } from './entity-fixtures.ts';
import { appForFile, SALES } from './harness.ts';
import { fileAddressOf, postMultipart } from './upload-helpers.ts';

const { t, admin } = await appForFile();
const sales = await t.login(SALES);

type Uploaded = { id: number; name: string; url: string };
type AttachedFile = { id: number; name: string; url: string; size: number; ext: string };

async function upload(token: string, filename: string, content = 'x'): Promise<Uploaded> {
  const res = await postMultipart(t, '/api/Upload/doUpload', token, [
    { name: 'file', file: Buffer.from(content), filename },
  ]);
  const body = res.json<Uploaded>();
  if (body.code !== 0) throw new Error(body.msg);
  return body.data;
}

const info = async (controller: string, id: number, token = admin) =>
  (await t.call<Record<string, unknown>>('GET', `/api/${controller}/info`, { token, query: { id } })).body;
const post = (url: string, body: Record<string, unknown>, token = admin) =>
  t.call<{ id: number }>('POST', url, { token, body });

describe('attachment fields', () => {
  it('add takes the ids of files the member uploaded; info returns the ids and the files', async () => {
    const png = await upload(admin, '门头照片.png', 'png-bytes');
    const pdf = await upload(admin, '营业执照.pdf', '%PDF-1.4');
    const res = await post('/api/Customer/add', { enterprise_name: '附件测试客户', attachments: [pdf.id, png.id] });
    expect(res.body.code).toBe(0);
    const row = await info('Customer', res.body.data.id);
    expect(row.data.attachments).toEqual([pdf.id, png.id]);
    expect(row.data.attachments_files).toEqual<AttachedFile[]>([
      { id: pdf.id, name: '营业执照.pdf', url: fileAddressOf(pdf.id), size: 8, ext: 'pdf' },
      { id: png.id, name: '门头照片.png', url: fileAddressOf(png.id), size: 9, ext: 'png' },
    ]);
  });

  it('info of a record without attachments carries an empty file list', async () => {
    const res = await post('/api/Customer/add', { enterprise_name: '无附件客户' });
    expect((await info('Customer', res.body.data.id)).data.attachments_files).toEqual([]);
  });

  it("refuses someone else's file or a missing file, naming the field", async () => {
    const theirs = await upload(sales, '别人的文件.docx');
    const refused = await post('/api/Customer/add', { enterprise_name: '偷用附件客户', attachments: [theirs.id] });
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.msg).toBe('附件包含无效的文件');
    const missing = await post('/api/Customer/add', { enterprise_name: '不存在附件客户', attachments: [987_654] });
    expect(missing.body.msg).toBe('附件包含无效的文件');

    const type = await createRecord(t, admin, ENTITY_BY_KEY.get('productType')!);
    const product = await post('/api/Product/add', {
      name: '图片产品',
      main_key: 'ATT-001',
      type_id: type,
      images: [theirs.id],
    });
    expect(product.body.msg).toBe('产品图片包含无效的文件');
  });

  it('update keeps the ids unless they change; files already attached stay allowed for another editor', async () => {
    const own = await upload(sales, '报价单.xlsx');
    const created = await post('/api/Customer/add', { enterprise_name: '销售的客户', attachments: [own.id] }, sales);
    expect(created.body.code).toBe(0);
    const id = created.body.data.id;

    // another field changes: the attachments stay
    expect((await post('/api/Customer/update', { id, remark: '改了备注' })).body.code).toBe(0);
    expect((await info('Customer', id)).data.attachments).toEqual([own.id]);

    // the admin keeps the salesperson's file (already attached) and adds an own one
    const mine = await upload(admin, '合同扫描.jpg');
    expect((await post('/api/Customer/update', { id, attachments: [own.id, mine.id] })).body.code).toBe(0);
    const row = await info('Customer', id);
    expect(row.data.attachments).toEqual([own.id, mine.id]);
    expect((row.data.attachments_files as AttachedFile[]).map((f) => f.name)).toEqual(['报价单.xlsx', '合同扫描.jpg']);

    // but may not bring in a file of someone else that is not on the record
    const stranger = await upload(sales, '另一个文件.txt');
    const refused = await post('/api/Customer/update', { id, attachments: [own.id, mine.id, stranger.id] });
    expect(refused.body.msg).toBe('附件包含无效的文件');
    expect((await info('Customer', id)).data.attachments).toEqual([own.id, mine.id]);

    // removing a file keeps the rest; a file sent twice is stored once
    expect((await post('/api/Customer/update', { id, attachments: [mine.id, mine.id] })).body.code).toBe(0);
    expect((await info('Customer', id)).data.attachments).toEqual([mine.id]);
  });
});

describe('rich text fields', () => {
  it('are stored sanitised: scripts and handlers stripped, formatting and uploaded images kept', async () => {
    const img = await upload(admin, '介绍图.png');
    const type = await createRecord(t, admin, ENTITY_BY_KEY.get('productType')!);
    const res = await post('/api/Product/add', {
      name: '富文本产品',
      main_key: 'RT-001',
      type_id: type,
      description: `<p><strong>卖点</strong><img src="${img.url.replace('&', '&amp;')}" onerror="alert(1)"></p><script>alert(2)</script>`,
    });
    expect(res.body.code).toBe(0);
    const description = (await info('Product', res.body.data.id)).data.description as string;
    expect(description).toBe(`<p><strong>卖点</strong><img src="${img.url.replace('&', '&amp;')}" /></p>`);
    // a colleague who reads the product sees the picture through the address in the text
    const src = /src="([^"]+)"/.exec(description)![1].replace('&amp;', '&');
    expect(
      (await t.app.inject({ method: 'GET', url: src, headers: { authorization: `Bearer ${sales}` } })).statusCode,
    ).toBe(200);
  });

  it("an empty editor ('<p></p>') is stored as empty", async () => {
    const type = await createRecord(t, admin, ENTITY_BY_KEY.get('productType')!);
    const res = await post('/api/Product/add', {
      name: '空介绍产品',
      main_key: 'RT-002',
      type_id: type,
      description: '<p></p>',
    });
    expect((await info('Product', res.body.data.id)).data.description).toBe('');
  });

  it('a required rich text refuses an editor showing nothing, with its message', () => {
    const def: EntityDef = {
      ...ENTITY_BY_KEY.get('product')!,
      fields: [{ key: 'intro', label: '介绍', type: 'richText', required: '请输入介绍' }],
      sections: [{ title: '介绍', fields: ['intro'] }],
    };
    const { add, update } = inputSchemas(def, 480);
    for (const empty of ['<p></p>', '<p> </p>', '<p>&nbsp;</p><p><br></p>', '  ']) {
      expect(missingRequired(def, add.parse({ intro: empty }), 'add'), empty).toBe('请输入介绍');
      expect(missingRequired(def, { intro: empty }, 'add'), `${empty} unparsed`).toBe('请输入介绍');
      expect(missingRequired(def, update.parse({ id: 1, intro: empty }), 'update'), empty).toBe('请输入介绍');
    }
    expect(missingRequired(def, add.parse({ intro: '<p>有内容</p>' }), 'add')).toBeUndefined();
    expect(
      missingRequired(def, add.parse({ intro: '<p><img src="/api/Upload/file?id=1"></p>' }), 'add'),
    ).toBeUndefined();
    // an update that does not touch the field does not need it
    expect(missingRequired(def, update.parse({ id: 1 }), 'update')).toBeUndefined();
  });
});
