import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { CompanyInfoCard } from './CompanyInfoCard.tsx';
import { ACCOUNT_MSG, COMPANY_MSG } from '@suwork/domain';

const info = { company_name: '苏州云帆信息技术有限公司', logo_id: 31, logo_url: '/api/Upload/file?id=31' };

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Company/info': ok(info),
    '/api/Company/update': (req) => {
      const body = req.body as { company_name: string; logo_id: number };
      return ok(
        { ...body, logo_url: body.logo_id ? `/api/Upload/file?id=${body.logo_id}` : '' },
        { msg: COMPANY_MSG.saved },
      );
    },
    '/api/Upload/doUpload': ok({
      id: 52,
      name: 'logo.png',
      url: '/api/Upload/file?id=52',
      attachment_id: 52,
      title: 'logo.png',
    }),
  });
});

const open = (nodes = ['system_optionConfig', 'system_optionConfig_edit']) =>
  renderPage('/system/optionConfig', <CompanyInfoCard />, { nodes });
const nameInput = () => screen.findByRole('textbox', { name: '公司名称' }) as Promise<HTMLInputElement>;
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: /保 ?存/ }));
const updates = () => api.to('/api/Company/update').map((r) => r.body);

describe('公司信息 card', () => {
  it('shows the current name and logo, and where they are used', async () => {
    open();
    expect((await nameInput()).value).toBe('苏州云帆信息技术有限公司');
    expect(screen.getByRole('img', { name: '公司标志' }).getAttribute('src')).toBe('/api/Upload/file?id=31');
    expect(screen.getByText(/报价单/)).toBeTruthy();
  });

  it('saves the trimmed name with the current logo and shows the message', async () => {
    open();
    fireEvent.change(await nameInput(), { target: { value: '  苏州云帆科技  ' } });
    save();
    await waitFor(() => expect(updates()).toEqual([{ company_name: '苏州云帆科技', logo_id: 31 }]));
    expect(await screen.findByText(COMPANY_MSG.saved)).toBeTruthy();
  });

  it('asks for a name before saving', async () => {
    open();
    fireEvent.change(await nameInput(), { target: { value: '   ' } });
    save();
    expect(await screen.findByText(ACCOUNT_MSG.inputCompanyName)).toBeTruthy();
    expect(updates()).toHaveLength(0);
  });

  it('refuses a non-image or too-large file before upload', async () => {
    open();
    await nameInput();
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText(COMPANY_MSG.logoNotImage)).toBeTruthy();
    const big = new File(['x'], 'logo.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 2 * 1024 * 1024 + 1 });
    fireEvent.change(fileInput(), { target: { files: [big] } });
    expect(await screen.findByText(COMPANY_MSG.logoTooLarge)).toBeTruthy();
    expect(api.to('/api/Upload/doUpload')).toHaveLength(0);
  });

  it('uploads a png, shows it, and 保存 posts its id', async () => {
    open();
    await nameInput();
    fireEvent.change(fileInput(), { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '公司标志' }).getAttribute('src')).toBe('/api/Upload/file?id=52'),
    );
    expect(api.to('/api/Upload/doUpload')[0].body).toEqual({ file: 'file:logo.png' });
    save();
    await waitFor(() => expect(updates()).toEqual([{ company_name: '苏州云帆信息技术有限公司', logo_id: 52 }]));
  });

  it('移除标志 then 保存 posts logo_id 0', async () => {
    open();
    await nameInput();
    fireEvent.click(screen.getByRole('button', { name: /移除标志/ }));
    expect(screen.queryByRole('img', { name: '公司标志' })).toBeNull();
    save();
    await waitFor(() => expect(updates()).toEqual([{ company_name: '苏州云帆信息技术有限公司', logo_id: 0 }]));
    expect(await screen.findByText('未设置公司标志')).toBeTruthy();
  });

  it('shows nothing and asks nothing without system_optionConfig_edit', async () => {
    const { container } = open(['system_optionConfig']);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
    expect(api.to('/api/Company/info')).toHaveLength(0);
  });
});
