import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { OaConfigPage } from './OaConfigPage.tsx';

const forms = [
  { flow_type: 14, title: '请假', enabled: 1, notice: '', attachments_required: 2, has_attachments: true },
  { flow_type: 18, title: '用车', enabled: 1, notice: '', attachments_required: 2, has_attachments: false },
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/OaConfig/getList': ok(forms),
    '/api/OaConfig/save': (req) => ok((req.body as { forms: unknown[] }).forms, { msg: '保存成功' }),
  });
});

const open = (nodes = ['personnel_oaConfig', 'personnel_oaConfig_edit']) =>
  renderPage('/personnel/oaConfig', <OaConfigPage />, { nodes });

describe('OA配置', () => {
  it('lists the forms; a form without attachments has no 附件必填 switch', async () => {
    open();
    expect(await screen.findByText('请假')).toBeTruthy();
    expect(screen.getByRole('switch', { name: '附件必填 请假' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: '附件必填 用车' })).toBeNull();
    expect(screen.getByText('无附件')).toBeTruthy();
  });

  it('keeps changes until 保存, then sends every form', async () => {
    open();
    await screen.findByText('请假');
    const save = screen.getByRole('button', { name: /保 ?存/ }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: '启用 用车' }));
    fireEvent.change(screen.getByLabelText('填写说明 请假'), { target: { value: '病假请附病历' } });
    fireEvent.click(screen.getByRole('switch', { name: '附件必填 请假' }));
    fireEvent.click(save);
    await waitFor(() => expect(api.to('/api/OaConfig/save')).toHaveLength(1));
    expect(api.to('/api/OaConfig/save')[0].body).toEqual({
      forms: [
        { flow_type: 14, enabled: 1, notice: '病假请附病历', attachments_required: 1 },
        { flow_type: 18, enabled: 2, notice: '', attachments_required: 2 },
      ],
    });
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('is read-only without 编辑', async () => {
    open(['personnel_oaConfig']);
    await screen.findByText('请假');
    expect(screen.queryByRole('button', { name: /保 ?存/ })).toBeNull();
    expect((screen.getByRole('switch', { name: '启用 请假' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
