import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ARTICLE } from './fixtures.ts';
import { KnowledgeInfoPage } from './KnowledgeInfoPage.tsx';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Knowledge/info': ok({
      ...ARTICLE,
      content: '<p>第一步：<strong>登记</strong></p>',
      attachments: [9],
      attachments_files: [{ id: 9, name: '退款单.pdf', url: '/api/Upload/file?id=9', ext: 'pdf', size: 10 }],
    }),
  });
});

describe('知识库详情', () => {
  it('shows the article, its category, author, views, content and attachments', async () => {
    renderPage('/cloudDocument/knowledgeInfo?id=7', <KnowledgeInfoPage />);
    expect(await screen.findByRole('heading', { name: /退款流程/ })).toBeTruthy();
    expect(screen.getByText('产品手册/售后')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('登记').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: /退款单\.pdf/ })).toBeTruthy();
    expect(api.to('/api/Knowledge/info')[0].query.get('for_edit')).toBeNull();
  });
});
