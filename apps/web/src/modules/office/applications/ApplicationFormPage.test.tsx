import { fireEvent, screen, waitFor } from '@testing-library/react';
import { goOutEntity, OA_MSG, useSealEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { DICTIONARIES_REPLY } from '../../../test/choices-fixtures.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { ApplicationFormPage } from './ApplicationFormPage.tsx';

const setting = (extra: Record<string, unknown> = {}) =>
  ok([
    {
      flow_type: 19,
      title: '用印',
      enabled: 1,
      notice: '合同用印请附合同扫描件',
      attachments_required: 2,
      has_attachments: true,
      ...extra,
    },
  ]);
const rejected = {
  id: 8,
  seal_type: 2,
  file_name: '销售合同',
  copies: 2,
  use_date: '2026-12-02',
  purpose: '合同签署',
  attachments: [],
  status: 3,
  create_user_id: 3,
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/OaConfig/getList': setting(),
    '/api/Option/getAll': DICTIONARIES_REPLY,
    '/api/flow/preview': ok([
      {
        step_id: 1,
        type: 1,
        settype: 0,
        selectRange: 4,
        mode: 1,
        users: [{ user_id: 5, user_name: '刘洋', avatar_url: '' }],
      },
    ]),
    '/api/UseSeal/read': ok(rejected),
    '/api/UseSeal/resubmit': ok({ id: 8 }, { msg: '提交成功' }),
    '/api/UseSeal/add': ok({ id: 9 }, { msg: '提交成功' }),
  });
});

const open = (query = '') =>
  renderPage(`/home/useSealAdd${query}`, <ApplicationFormPage entity={useSealEntity} />, {
    nodes: ['home_examine_apply'],
  });
const submit = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('an OA application form', () => {
  it('shows the 填写说明 of OA配置 and the approval flow under the fields', async () => {
    open();
    expect(await screen.findByText('合同用印请附合同扫描件')).toBeTruthy();
    expect(screen.getByLabelText('文件名称')).toBeTruthy();
    expect(screen.getByText('审批流程')).toBeTruthy();
    expect(await screen.findByText('刘洋')).toBeTruthy();
    expect(screen.getByRole('button', { name: /提 ?交/ })).toBeTruthy();
  });

  it('an empty required field shows its message and nothing is sent', async () => {
    open();
    await screen.findByLabelText('文件名称');
    submit(/提 ?交/);
    expect(await screen.findByText('请输入文件名称')).toBeTruthy();
    expect(api.to('/api/UseSeal/add')).toHaveLength(0);
  });

  it('a disabled form says so instead of showing its fields', async () => {
    api.on('/api/OaConfig/getList', setting({ enabled: 2 }));
    open();
    expect(await screen.findByText(OA_MSG.formDisabled)).toBeTruthy();
    expect(screen.queryByLabelText('文件名称')).toBeNull();
  });
});

describe('重新提交 of a rejected application', () => {
  it('opens with its values, sends what changed with the approvers, and goes to its detail', async () => {
    const { where } = open('?id=8');
    const name = await screen.findByLabelText('文件名称');
    expect((name as HTMLInputElement).value).toBe('销售合同');
    expect(screen.getByText('修改后重新提交，将开始新的审批')).toBeTruthy();
    await screen.findByText('刘洋');
    fireEvent.change(name, { target: { value: '销售合同（第二版）' } });
    submit(/重新提交/);
    await waitFor(() => expect(api.to('/api/UseSeal/resubmit')).toHaveLength(1));
    const body = api.to('/api/UseSeal/resubmit')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 8, file_name: '销售合同（第二版）', to_user: '{}' });
    expect(JSON.parse(String(body.condition))).toMatchObject({ seal_type: 2, copies: 2 });
    await waitFor(() => expect(where()).toBe('/home/applicationInfo?id=8&flow_type=19&detail_id=8'));
  });

  it('warns 请上传附件 when OA配置 requires attachments, and sends nothing', async () => {
    api.on('/api/OaConfig/getList', setting({ attachments_required: 1 }));
    open('?id=8');
    await screen.findByLabelText('文件名称');
    await screen.findByText('刘洋');
    submit(/重新提交/);
    expect(await screen.findByText(OA_MSG.attachmentsRequired)).toBeTruthy();
    expect(api.to('/api/UseSeal/resubmit')).toHaveLength(0);
  });
});

describe('values the server derives', () => {
  it('外出 shows 时长（小时） from the times as the form holds them', async () => {
    api.on(
      '/api/OaConfig/getList',
      ok([{ flow_type: 20, title: '外出', enabled: 1, notice: '', attachments_required: 2, has_attachments: false }]),
    );
    api.on(
      '/api/GoOut/read',
      ok({
        id: 6,
        start_time: '2026-12-03 09:00:00',
        end_time: '2026-12-03 11:30:00',
        hours: '2.50',
        place: '客户公司',
        reason: '需求沟通',
        status: 4,
        create_user_id: 3,
      }),
    );
    renderPage('/home/goOut?id=6', <ApplicationFormPage entity={goOutEntity} />, { nodes: ['home_examine_apply'] });
    expect(await screen.findByText('时长（小时）：2.5')).toBeTruthy();
    await waitFor(() => expect(api.to('/api/flow/preview').length).toBeGreaterThan(0));
    expect(JSON.parse(api.to('/api/flow/preview').at(-1)!.query.get('condition') ?? '{}')).toMatchObject({
      hours: 2.5,
    });
  });
});
