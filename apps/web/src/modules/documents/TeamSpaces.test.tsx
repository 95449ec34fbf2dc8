import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { GroupFormPage } from './GroupFormPage.tsx';
import { ProjectSpacePage } from './ProjectSpacePage.tsx';
import { ShareSpacePage } from './ShareSpacePage.tsx';

const folder = (id: number, name: string, space_type: number, space_id: number) => ({
  id,
  name,
  kind: 1,
  ext: '',
  file_type: 1,
  size: 0,
  file_id: 0,
  url: '',
  parent_id: 0,
  space_type,
  space_id,
  version: 1,
  create_user_name: '王强',
  update_user_name: '王强',
  create_time: '2026-11-20 10:00:00',
  update_time: '2026-11-20 10:00:00',
  collected: false,
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/ProjectDocument/projectList': (req) =>
      ok(
        [
          { id: 7, project_name: '智慧园区一期', status: 1, status_name: '进行中', owner_name: '刘洋' },
          { id: 8, project_name: '巡检平台', status: 2, status_name: '已完成', owner_name: '陈静' },
        ].filter((p) => !req.query.get('status') || String(p.status) === req.query.get('status')),
      ),
    '/api/Document/list': (req) =>
      ({
        ...ok(
          [
            folder(
              31,
              req.query.get('space_type') === '2' ? '设计稿' : '海报',
              Number(req.query.get('space_type')),
              Number(req.query.get('space_id')),
            ),
          ],
          { count: 1 },
        ),
        breadcrumb: [],
        can_edit: true,
      }) as never,
    '/api/Document/getSetting': ok({
      allowed_exts: '',
      max_file_mb: 2048,
      hide_download_user_id: 0,
      default_quota_gb: 10,
    }),
    '/api/DocumentGroup/list': ok([{ id: 4, name: '市场部资料', remark: '活动素材', role: 3, member_count: 2 }]),
    '/api/DocumentGroup/info': ok({
      id: 4,
      name: '市场部资料',
      remark: '活动素材',
      role: 3,
      members: [
        { user_id: 3, user_name: '王强', role: 3 },
        { user_id: 4, user_name: '刘洋', role: 1 },
      ],
    }),
    '/api/DocumentGroup/save': ok({ id: 4 }, { msg: '保存成功' }),
    '/api/DocumentGroup/del': ok({ id: 4 }, { msg: '删除成功' }),
  });
});

describe('项目空间', () => {
  it('lists the member’s projects by status and opens the chosen project’s folders', async () => {
    const { where } = renderPage('/cloudDocument/projectSpace', <ProjectSpacePage />);
    expect(await screen.findByText('请在左侧选择一个项目')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '已完成' }));
    await waitFor(() => expect(screen.queryByText('智慧园区一期')).toBeNull());
    fireEvent.click(screen.getByRole('radio', { name: '全部' }));
    fireEvent.click(await screen.findByRole('button', { name: /智慧园区一期/ }));
    await waitFor(() => expect(where()).toBe('/cloudDocument/projectSpace?project=7'));
    expect(await screen.findByText('设计稿')).toBeTruthy();
    expect(Object.fromEntries(api.to('/api/Document/list').at(-1)!.query)).toMatchObject({
      space_type: '2',
      space_id: '7',
      parent_id: '0',
    });
  });

  it('says so when the member works on no project', async () => {
    api.on('/api/ProjectDocument/projectList', ok([]));
    renderPage('/cloudDocument/projectSpace', <ProjectSpacePage />);
    expect(await screen.findByText('暂无项目')).toBeTruthy();
  });
});

describe('团队分组', () => {
  it('opens a group’s space in 共享空间, and its manager deletes it after confirming', async () => {
    const { where } = renderPage('/cloudDocument/shareSpace?tab=group', <ShareSpacePage />, {
      nodes: ['cloudDocument_mySpace_add'],
    });
    fireEvent.click(await screen.findByRole('button', { name: /市场部资料/ }));
    expect(await screen.findByText('海报')).toBeTruthy();
    expect(Object.fromEntries(api.to('/api/Document/list').at(-1)!.query)).toMatchObject({
      space_type: '3',
      space_id: '4',
    });
    fireEvent.click(screen.getByRole('button', { name: '删除分组' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定删除分组「市场部资料」吗/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/DocumentGroup/del')).toHaveLength(1));
    await waitFor(() => expect(where()).toBe('/cloudDocument/shareSpace?tab=group'));
  });

  it('edits a group: the name is required, members keep their roles, the saved group opens', async () => {
    const { where } = renderPage('/cloudDocument/spacePageGroupAdd?id=4', <GroupFormPage />);
    const name = await screen.findByLabelText('分组名称');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('市场部资料'));
    expect(screen.getByText('管理员：王强')).toBeTruthy();
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('请输入分组名称')).toBeTruthy();
    expect(api.to('/api/DocumentGroup/save')).toHaveLength(0);
    fireEvent.change(name, { target: { value: '市场部共享' } });
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(api.to('/api/DocumentGroup/save')).toHaveLength(1));
    expect(api.to('/api/DocumentGroup/save')[0].body).toEqual({
      id: 4,
      name: '市场部共享',
      remark: '活动素材',
      members: [{ user_id: 4, role: 1 }],
    });
    await waitFor(() => expect(where()).toBe('/cloudDocument/shareSpace?tab=group&group=4'));
  });
});
