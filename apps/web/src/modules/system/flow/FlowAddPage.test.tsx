import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { TEMPLATES } from './flow-fixtures.ts';
import { FlowAddPage } from './FlowAddPage.tsx';

beforeEach(() => {
  fakeApi({ '/api/flow/getList': ok(TEMPLATES) });
});

describe('新建审批', () => {
  it('explains that every type has its flow, and opens the chosen type’s 审批设置', async () => {
    const view = renderPage('/system/flowAdd', <FlowAddPage />, { nodes: ['system_flow', 'system_flow_add'] });
    expect(screen.getByText(/都已有一条审批流程，不能另建/)).toBeTruthy();
    const next = screen.getByRole('button', { name: '下一步' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.mouseDown(screen.getByLabelText('审批类型'));
    fireEvent.click(await screen.findByText('报销（已停用）', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(next.disabled).toBe(false));
    fireEvent.click(next);
    await waitFor(() => expect(view.where()).toBe('/system/flowSetting/5'));
  });
});
