import type { EntityDef } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { tableOf } from '../src/db/entity-tables.ts';
import { createRecord } from './entity-fixtures.ts';
import { demo } from './flow-fixtures.ts';
import { appForFile, SALES, type TestContext } from './harness.ts';

export type Section = {
  key: string;
  title: string;
  total: number;
  capped?: boolean;
  items: { id: number | string; title: string; time?: string; path: string; query?: Record<string, string | number> }[];
  morePath?: string;
};

/** A test app for this file with three signed-in members: admin, the seller 王强 and another seller 杨磊. */
export async function sellersApp() {
  const { t, admin } = await appForFile();
  const [seller, otherSeller] = await Promise.all([t.login(SALES), t.login(demo('杨磊'))]);
  return { t, admin, seller, otherSeller };
}

/** The to-do sections this module family provides (other modules add theirs beside them). */
export const CRM_AND_CORE_SECTIONS = ['examine', 'followDue', 'poolSoon', 'notice'];

/** Sets the test clock to a company-time instant, e.g. '2026-11-20 10:00' (UTC+8). */
export function setClock(t: TestContext, companyTime: string) {
  const target = Date.parse(`${companyTime.replace(' ', 'T')}:00+08:00`);
  t.clock.advance(target - t.clock.now().getTime());
}

/** A company-time instant as a Date. */
export const at = (companyTime: string) => new Date(Date.parse(`${companyTime.replace(' ', 'T')}:00+08:00`));

/** A record owned by the token's member with its time columns set directly. */
export async function recordWith(
  t: TestContext,
  token: string,
  def: EntityDef,
  title: string,
  set: Record<string, unknown>,
): Promise<number> {
  const id = await createRecord(t, token, def, { [def.titleField]: title });
  const table = tableOf(def);
  if (Object.keys(set).length > 0) await t.database.db.update(table).set(set).where(eq(table.id, id));
  return id;
}

export const todoList = async (t: TestContext, token: string) => {
  const res = await t.call<Section[]>('GET', '/api/Home/todoList', { token });
  if (res.body.code !== 0) throw new Error(res.body.msg);
  return res.body.data;
};

export const section = async (t: TestContext, token: string, key: string) =>
  (await todoList(t, token)).find((s) => s.key === key);
