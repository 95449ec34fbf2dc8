import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, newPage, signIn, tokenOf } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

/** A one-page PDF with a blue rectangle (no fonts), with a correct cross-reference table. */
function bluePdf(): Buffer {
  const content = '0 0 1 rg 50 50 300 200 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 300] /Contents 4 0 R /Resources << >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** An 80 × 60 green PNG, drawn by the browser itself. */
async function greenPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 80;
    canvas.height = 60;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#0a0';
    ctx.fillRect(0, 0, 80, 60);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

async function upload(token: string, name: string, bytes: Buffer, type: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${baseURL()}/api/Upload/doUpload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const json = (await res.json()) as { code: number; msg: string; data: { id: number } };
  if (json.code !== 0) throw new Error(json.msg);
  return json.data.id;
}

describe('file preview page', () => {
  it('shows an uploaded image and renders the pages of an uploaded PDF for a signed-in member', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    const token = (await tokenOf(context))!;
    const imageId = await upload(token, '现场照片.png', await greenPng(page), 'image/png');
    const pdfId = await upload(token, '合同.pdf', bluePdf(), 'application/pdf');

    await page.goto(`/projectFileView?fileId=${imageId}&ext=png&type=2&name=${encodeURIComponent('现场照片.png')}`);
    const img = page.getByRole('img', { name: '现场照片.png' });
    await img.waitFor();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(80);
    expect(await img.isVisible()).toBe(true);
    await page.getByRole('button', { name: '放大' }).click();
    await page.getByText('125%').waitFor();

    await page.goto(`/projectFileView?fileId=${pdfId}&ext=pdf&type=12&name=${encodeURIComponent('合同.pdf')}`);
    const firstPage = page.getByLabel('第 1 页');
    await firstPage.waitFor();
    // the rectangle is drawn: the middle of the page is blue
    await expect
      .poll(() =>
        firstPage.evaluate((canvas: HTMLCanvasElement) => {
          const [r, g, b] = canvas.getContext('2d')!.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data;
          return r < 50 && g < 50 && b > 200;
        }),
      )
      .toBe(true);
    expect(await page.getByText('PDF 无法显示，请下载后查看').count()).toBe(0);
    await context.close();
  });

  it('asks a visitor who is not signed in to sign in first', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/fileView?fileId=1&ext=pdf&type=12');
    await page.getByText('请先登录后查看文件').waitFor();
    expect(new URL(page.url()).pathname).toBe('/fileView');
    await context.close();
  });
});
