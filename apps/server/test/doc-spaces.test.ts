import { DOC_MSG, DOC_SPACE, ERR } from '@suwork/domain';
import { describe, expect, it } from 'vitest';
import { demo } from './flow-fixtures.ts';
import { appForFile, SALES } from './harness.ts';
import { memberWithNodes, userId } from './org-fixtures.ts';
import { postMultipart } from './upload-helpers.ts';

const { t, admin } = await appForFile();
const [sales, liu, chen] = await Promise.all([t.login(SALES), t.login(demo('刘洋')), t.login(demo('陈静'))]);

type Item = { id: number; name: string; kind: number; parent_id: number };
const post = <T = unknown>(url: string, body: Record<string, unknown>, token: string) =>
  t.call<T>('POST', url, { token, body });
const get = <T = unknown>(url: string, query: Record<string, string | number>, token: string) =>
  t.call<T>('GET', url, { token, query });
const names = async (query: Record<string, number>, token: string) =>
  (await get<Item[]>('/api/Document/list', query, token)).body.data.map((i) => i.name);

async function project(name: string, members: number[] = []): Promise<number> {
  const res = await post<{ id: number }>(
    '/api/Project/add',
    { project_name: name, status: 1, start_date: '2026-11-01' },
    admin,
  );
  expect(res.body.code).toBe(0);
  const id = res.body.data.id;
  if (members.length)
    expect(
      (await post('/api/Project/addUser', { ids: String(id), user_ids: members.join(',') }, admin)).body.code,
    ).toBe(0);
  return id;
}

describe('项目空间', () => {
  it('is open to the project’s members: they list it, make folders and upload a folder tree into it', async () => {
    const id = await project('智慧园区一期', [await userId(t, '王强')]);
    const mine = await get<{ id: number; project_name: string }[]>(
      '/api/ProjectDocument/projectList',
      { keyword: '智慧园区' },
      sales,
    );
    expect(mine.body.data.map((p) => p.project_name)).toEqual(['智慧园区一期']);
    const space = { space_type: DOC_SPACE.project, space_id: id };
    expect(
      (await post('/api/Document/createFolder', { ...space, parent_id: 0, name: '设计稿' }, sales)).body.code,
    ).toBe(0);
    const batch = await post<Record<string, number>>(
      '/api/ProjectDocument/createBatchFolder',
      { folders: ['资料/图纸', '资料'], real_id: id, parentId: 0, space_type: DOC_SPACE.project },
      sales,
    );
    expect(Object.keys(batch.body.data).sort()).toEqual(['资料', '资料/图纸']);
    const file = (
      await postMultipart(t, '/api/Upload/doUpload', sales, [
        { name: 'file', file: Buffer.from('平面图'), filename: '平面图.txt' },
      ])
    ).json<{ id: number }>().data.id;
    expect(
      (await post('/api/Document/addFile', { file_id: file, parent_id: batch.body.data['资料/图纸'] }, sales)).body
        .code,
    ).toBe(0);
    expect(await names({ ...space, parent_id: 0 }, sales)).toEqual(['设计稿', '资料']);
    expect(await names({ parent_id: batch.body.data['资料/图纸'] }, admin)).toEqual(['平面图.txt']);
  });

  it('is closed to members outside the project, and to members without 项目空间', async () => {
    const id = await project('仓储改造');
    const space = { space_type: DOC_SPACE.project, space_id: id, parent_id: 0 };
    const folder = (await post<Item>('/api/Document/createFolder', { ...space, name: '合同' }, admin)).body.data;
    expect(folder.name).toBe('合同');
    expect((await get('/api/Document/list', space, sales)).body.msg).toBe(DOC_MSG.noAccess);
    expect((await get('/api/Document/info', { id: folder.id }, sales)).body.code).toBe(ERR.notFound.code);
    expect((await get<unknown[]>('/api/ProjectDocument/projectList', { keyword: '仓储' }, sales)).body.data).toEqual(
      [],
    );
    const noNode = await memberWithNodes(t, ['project_project', 'cloudDocument_mySpace']);
    expect((await get('/api/ProjectDocument/projectList', {}, noNode.token)).body.code).toBe(ERR.noPermission.code);
    expect((await get('/api/Document/list', space, noNode.token)).body.msg).toBe(DOC_MSG.noAccess);
  });

  it('asks for a project, and refuses a project end date before its start', async () => {
    expect(
      (await get('/api/Document/list', { space_type: DOC_SPACE.project, space_id: 0, parent_id: 0 }, sales)).body.msg,
    ).toBe(DOC_MSG.projectRequired);
    const bad = await post(
      '/api/Project/add',
      { project_name: '倒序项目', status: 1, start_date: '2026-11-10', end_date: '2026-11-01' },
      admin,
    );
    expect(bad.body.msg).toBe('结束日期不能早于开始日期');
  });
});

describe('团队分组 (新建分组)', () => {
  const liuId = () => userId(t, '刘洋');

  it('its creator manages it; editors write, viewers only read, outsiders see nothing', async () => {
    const saved = await post<{ id: number }>(
      '/api/DocumentGroup/save',
      { name: '市场部资料', remark: '活动素材', members: [{ user_id: await liuId(), role: 1 }] },
      sales,
    );
    expect(saved.body.code).toBe(0);
    const id = saved.body.data.id;
    const space = { space_type: DOC_SPACE.group, space_id: id, parent_id: 0 };
    expect((await post('/api/Document/createFolder', { ...space, name: '海报' }, sales)).body.code).toBe(0);
    expect(await names(space, liu)).toEqual(['海报']);
    expect((await post('/api/Document/createFolder', { ...space, name: '视频' }, liu)).body.msg).toBe(DOC_MSG.readOnly);
    expect((await get('/api/Document/list', space, chen)).body.msg).toBe(DOC_MSG.noAccess);
    const groups = await get<{ name: string; role: number; member_count: number }[]>(
      '/api/DocumentGroup/list',
      {},
      liu,
    );
    expect(groups.body.data).toEqual([expect.objectContaining({ name: '市场部资料', role: 1, member_count: 2 })]);

    // only the manager changes it: 刘洋 becomes an editor and then writes
    expect((await post('/api/DocumentGroup/save', { id, name: '市场部资料', members: [] }, liu)).body.msg).toBe(
      DOC_MSG.groupManagerOnly,
    );
    expect(
      (
        await post(
          '/api/DocumentGroup/save',
          { id, name: '市场部资料', members: [{ user_id: await liuId(), role: 2 }] },
          sales,
        )
      ).body.code,
    ).toBe(0);
    expect((await post('/api/Document/createFolder', { ...space, name: '视频' }, liu)).body.code).toBe(0);
    const info = await get<{ members: { user_name: string; role: number }[] }>(
      '/api/DocumentGroup/info',
      { id },
      sales,
    );
    expect(info.body.data.members.map((m) => [m.user_name, m.role])).toEqual([
      ['王强', 3],
      ['刘洋', 2],
    ]);
    expect((await get('/api/DocumentGroup/info', { id }, chen)).body.msg).toBe(DOC_MSG.groupNotFound);
  });

  it('checks the name and the members, changing nothing on bad input', async () => {
    expect((await post('/api/DocumentGroup/save', { name: ' ', members: [] }, sales)).body.msg).toBe(
      DOC_MSG.groupNameRequired,
    );
    expect(
      (await post('/api/DocumentGroup/save', { name: '无效成员组', members: [{ user_id: 99999, role: 1 }] }, sales))
        .body.msg,
    ).toBe(DOC_MSG.groupMemberMissing);
    expect((await post('/api/DocumentGroup/save', { name: '重名组', members: [] }, sales)).body.code).toBe(0);
    expect((await post('/api/DocumentGroup/save', { name: '重名组', members: [] }, liu)).body.msg).toBe(
      DOC_MSG.groupExists('重名组'),
    );
    const mine = await get<{ name: string }[]>('/api/DocumentGroup/list', {}, sales);
    expect(mine.body.data.map((g) => g.name)).not.toContain('无效成员组');
  });

  it('deleting a group removes its space for everyone; only its manager may', async () => {
    const { body } = await post<{ id: number }>(
      '/api/DocumentGroup/save',
      { name: '临时项目组', members: [{ user_id: await liuId(), role: 2 }] },
      sales,
    );
    const space = { space_type: DOC_SPACE.group, space_id: body.data.id, parent_id: 0 };
    await post('/api/Document/createFolder', { ...space, name: '草稿' }, liu);
    expect((await post('/api/DocumentGroup/del', { id: body.data.id }, liu)).body.msg).toBe(DOC_MSG.groupManagerOnly);
    expect((await post('/api/DocumentGroup/del', { id: body.data.id }, sales)).body.code).toBe(0);
    expect((await get('/api/Document/list', space, liu)).body.msg).toBe(DOC_MSG.noAccess);
    expect((await get<unknown[]>('/api/Document/search', { keyword: '草稿' }, liu)).body.data).toEqual([]);
  });

  it('首页 search finds items in the groups and project spaces the member works in', async () => {
    const { body } = await post<{ id: number }>(
      '/api/DocumentGroup/save',
      { name: '检索组', members: [{ user_id: await liuId(), role: 1 }] },
      sales,
    );
    await post(
      '/api/Document/createFolder',
      { space_type: DOC_SPACE.group, space_id: body.data.id, parent_id: 0, name: '检索专用目录' },
      sales,
    );
    const found = await get<Item[]>('/api/Document/search', { keyword: '检索专用' }, liu);
    expect(found.body.data.map((i) => i.name)).toEqual(['检索专用目录']);
    expect((await get<Item[]>('/api/Document/search', { keyword: '检索专用' }, chen)).body.data).toEqual([]);
  });
});
