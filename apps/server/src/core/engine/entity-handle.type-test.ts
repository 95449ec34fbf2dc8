// Compiled with the server (never imported): each @ts-expect-error proves a misspelt column fails tsc, and the
// row type the domain derives from a declaration (RowOf) is what Drizzle reads from the table the server makes.
import {
  contractEntity,
  customerEntity,
  ENTITIES,
  invoiceEntity,
  borrowEntity,
  recoveryEntity,
  type ApiRowOf,
  type RowOf,
} from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { entity, entityTableOf } from './entity-handle.ts';
import type { TableOf } from './table.ts';
import type { WithRegistries } from '../registries.ts';
import type { SessionUser } from '../sessions.ts';

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Flat<T> = { [K in keyof T]: T[K] };
/** RowOf a declaration is exactly the row Drizzle selects from its table */
type Agrees<D extends (typeof ENTITIES)[number]> = Same<Flat<RowOf<D>>, Flat<TableOf<D>['$inferSelect']>>;

export const agree: [
  Agrees<typeof contractEntity>,
  Agrees<typeof recoveryEntity>,
  Agrees<typeof invoiceEntity>,
  Agrees<typeof borrowEntity>,
  Agrees<typeof customerEntity>,
] = [true, true, true, true, true];

export async function misspelt(app: WithRegistries, db: Db, user: SessionUser) {
  const contracts = entity(app, contractEntity);
  const { table, cols } = entityTableOf(contractEntity);
  const [row] = await db.select().from(table).where(eq(cols.id, 1));
  const amount: string | null = row.amount;
  const owner: number = row.owner_user_id;
  // @ts-expect-error a column the contract does not have, on its row
  void row.contarct_no;
  // @ts-expect-error … on its columns
  void cols.contarct_no;
  // @ts-expect-error … on the handle's table
  void contracts.table.stay_amuont;
  // @ts-expect-error text is never null
  const title: null = row.title;
  const info = await contracts.service.info(user, 1);
  const status: number | null = info.status;
  // @ts-expect-error … on what info() reads
  void info.stauts;
  contracts.hooks({
    beforeUpdate(_ctx, before, changes) {
      const back: string | null = before.back_amount;
      // @ts-expect-error … on a hook's row
      void changes.bakc_amount;
      void back;
    },
  });
  const api: ApiRowOf<typeof contractEntity> = info;
  return [amount, owner, title, status, api];
}
