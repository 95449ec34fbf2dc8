import { LOGO_EXTS } from '@suwork/domain';
import type { CompanyInfo } from '@suwork/domain/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { fileAddress, fileUrl } from '../../core/files/file-access.ts';
import type { FileStorage } from '../../core/files/storage.ts';
import type { Db } from '../../db/client.ts';
import { departments, files } from '../../db/schema.ts';
import { readCompany } from './company.ts';

/** The company's name and its logo's address, as set up and changed in 公司信息 ('' before either: never a department's name). */
export async function companyInfo(db: Db): Promise<CompanyInfo> {
  const company = await readCompany(db);
  const name = company?.company_name ?? '';
  const logoId = company?.logo_id ?? 0;
  const [logo] = logoId ? await db.select(fileAddress).from(files).where(eq(files.id, logoId)) : [];
  return { company_name: name, logo_id: logo ? logoId : 0, logo_url: logo ? fileUrl(logo) : '' };
}

export async function topDepartment(db: Db) {
  const [top] = await db.select({ id: departments.dept_id, name: departments.dept_name }).from(departments).where(eq(departments.parent_id, 0)).orderBy(asc(departments.dept_id)).limit(1);
  return top;
}

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** The logo's bytes for a printed document (png or jpg only: what a PDF embeds), or undefined. */
export async function logoForPrint(db: Db, storage: FileStorage): Promise<{ bytes: Uint8Array; type: 'png' | 'jpg' } | undefined> {
  const company = await readCompany(db);
  if (!company?.logo_id) return undefined;
  const [file] = await db.select({ key: files.storage_key, ext: files.ext }).from(files).where(eq(files.id, company.logo_id));
  const ext = file?.ext.toLowerCase();
  if (!file || !(LOGO_EXTS as readonly string[]).includes(ext!)) return undefined;
  return { bytes: await bytesOf(storage.createReadStream(file.key)), type: ext === 'png' ? 'png' : 'jpg' };
}
