import { moneyText, routeLink } from '@suwork/domain';
import type { CustomerStory, StoryItem } from '@suwork/domain/contracts';
import {
  contractEntity,
  customerEntity,
  DOC_APPROVED,
  entityByKey,
  recoveryEntity,
  type EntityDef,
} from '@suwork/domain/entities';
import { customerStoryRoutes as routes } from '@suwork/domain/routes';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { serviceOf } from '../../core/engine/entity-handle.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import type { WithRegistries } from '../../core/registries.ts';
import { ok } from '../../core/envelope.ts';
import { andAll } from '../../core/engine/list-query.ts';
import { serve } from '../../core/serve.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { tableOf } from '../../db/entity-tables.ts';
import { resultRows } from '../../db/result-rows.ts';
import { teamMembers } from '../../db/schema.ts';
import { contract, contractTable } from './tables.ts';

/** Records of each kind shown at most (the newest). */
const PER_KIND = 50;

/** How one kind of record joins a customer's story: which of its rows are the customer's, and its amount. */
type StorySource = { entity: string; of: (cols: Record<string, PgColumn>, customerId: number) => SQL; amount?: string };

const ofCustomer =
  (field: string) =>
  (cols: Record<string, PgColumn>, id: number): SQL =>
    eq(cols[field], id);
/** rows hanging from the customer's contracts (plans, refunds) */
const viaContracts = (cols: Record<string, PgColumn>, id: number): SQL =>
  inArray(cols.contract_id, sql`(select ${contract.id} from ${contractTable} where ${contract.enterprise_id} = ${id})`);

/** The story in its order: clue → opportunity → quote → contract → plan → collection → refund → complaint. */
const SOURCES: readonly StorySource[] = [
  { entity: 'clue', of: ofCustomer('customer_id') },
  { entity: 'opportunity', of: ofCustomer('enterprise_id'), amount: 'amount' },
  { entity: 'offer', of: ofCustomer('enterprise_id'), amount: 'after_tax' },
  { entity: 'contract', of: ofCustomer('enterprise_id'), amount: 'amount' },
  { entity: 'recovery', of: viaContracts, amount: 'amount' },
  { entity: 'receivable', of: ofCustomer('enterprise_id'), amount: 'amount' },
  { entity: 'contractRefund', of: viaContracts, amount: 'amount' },
  { entity: 'complaint', of: ofCustomer('enterprise_id') },
];

const statusName = (def: EntityDef, value: number | null) =>
  value === null ? '' : (def.fields.find((f) => f.key === 'status')?.options?.[value] ?? '');

type StoryRow = {
  type: string;
  id: number;
  title: string | null;
  amount: string | null;
  status: number | null;
  time: Date | string;
};
const held = (user: SessionUser, def: EntityDef) => user.nodes.has(def.node);

/** The member's team records of each entity, read in one query (the scope of every kind needs its own). */
async function teamIds(db: Db, user: SessionUser, defs: readonly EntityDef[]): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  const teamed = defs.filter((d) => d.owned && d.features.team);
  if (user.scope.all || teamed.length === 0) return out;
  for (const d of teamed) out.set(d.key, []);
  const rows = await db
    .select({ entity: teamMembers.entity, id: teamMembers.record_id })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.user_id, user.user_id),
        inArray(
          teamMembers.entity,
          teamed.map((d) => d.key),
        ),
      ),
    );
  for (const r of rows) out.get(r.entity)!.push(r.id);
  return out;
}

/** Every kind's newest records within the scope, as one statement. */
async function storyRows(db: Db, app: WithRegistries, user: SessionUser, customerId: number): Promise<StoryRow[]> {
  const kinds = SOURCES.map((s) => ({ source: s, service: serviceOf(app, entityByKey(s.entity)) })).filter((k) =>
    held(user, k.service.def),
  );
  if (kinds.length === 0) return [];
  const teams = await teamIds(
    db,
    user,
    kinds.map((k) => k.service.def),
  );
  const parts = kinds.map(({ source, service }) => {
    const { def, cols } = service;
    const amount = source.amount ? sql`${cols[source.amount]}::text` : sql`null::text`;
    const status = cols.status ? sql`${cols.status}::int` : sql`null::int`;
    const where = andAll([
      source.of(cols, customerId),
      service.scope(user, user.scope.all ? undefined : teams.get(def.key)),
    ]);
    return sql`(select ${def.key}::text as type, ${cols.id} as id, ${cols[def.titleField]}::text as title, ${amount} as amount, ${status} as status, ${cols.create_time} as time
      from ${tableOf(def)} where ${where} order by ${cols.create_time} desc, ${cols.id} desc limit ${PER_KIND})`;
  });
  return resultRows<StoryRow>(await db.execute(sql.join(parts, sql` union all `)));
}

/** Σ over the member's approved contracts with the customer, and the overdue balance of their plans, as one statement. */
async function summaryOf(db: Db, app: WithRegistries, user: SessionUser, customerId: number) {
  const contracts = serviceOf(app, contractEntity);
  const plans = serviceOf(app, recoveryEntity);
  const zero = { contracted: '0.00', collected: '0.00', outstanding: '0.00', overdue: '0.00' };
  if (!held(user, contracts.def)) return zero;
  const teams = await teamIds(db, user, [contracts.def]);
  const scopeOf = (s: EntityService) => s.scope(user, user.scope.all ? undefined : (teams.get(s.def.key) ?? []));
  const total = (col: PgColumn) => sql<string>`coalesce(sum(${col}), 0)::text`;
  const overdue = held(user, plans.def)
    ? sql<string>`(select ${total(plans.cols.stay_amount)} from ${tableOf(plans.def)} where ${andAll([viaContracts(plans.cols, customerId), inArray(plans.cols.status, [2, 4]), scopeOf(plans)])})`
    : sql<string>`'0'`;
  const [sums] = await db
    .select({
      contracted: total(contract.amount),
      collected: total(contract.back_amount),
      outstanding: total(contract.stay_amount),
      overdue,
    })
    .from(contractTable)
    .where(andAll([eq(contract.enterprise_id, customerId), eq(contract.status, DOC_APPROVED), scopeOf(contracts)]));
  return {
    contracted: moneyText(sums.contracted),
    collected: moneyText(sums.collected),
    outstanding: moneyText(sums.outstanding),
    overdue: moneyText(sums.overdue),
  };
}

/**
 * 客户全景: what happened with a customer across the modules, newest first, each record with its amount, status and
 * link, and what its contracts add up to. Only the kinds whose page the member holds, and only their records within
 * the member's data scope (the caller checks the member sees the customer).
 */
export async function customerStory(
  db: Db,
  app: WithRegistries,
  user: SessionUser,
  customerId: number,
  tz: number,
): Promise<CustomerStory> {
  const [rows, summary] = await Promise.all([
    storyRows(db, app, user, customerId),
    summaryOf(db, app, user, customerId),
  ]);
  const order = (type: string) => SOURCES.findIndex((s) => s.entity === type);
  const items: StoryItem[] = rows.map((r) => {
    const def = entityByKey(r.type);
    return {
      type: def.key,
      type_name: def.title,
      id: r.id,
      title: r.title ?? '',
      amount: r.amount === null ? null : moneyText(r.amount),
      status_name: statusName(def, r.status),
      time: formatDateTime(r.time instanceof Date ? r.time : new Date(r.time), tz),
      ...(routeLink(def.routes.info!, { id: r.id }) ?? { path: '' }),
    };
  });
  items.sort((a, b) => (b.time ?? '').localeCompare(a.time ?? '') || order(b.type) - order(a.type) || b.id - a.id);
  return { summary, items };
}

/** GET /api/Customer/story?id= */
export function customerStoryRoutes(app: App) {
  serve(app, routes.story, async (req) => {
    const user = currentUser(req);
    // the customer must be one the member sees
    await serviceOf(app, customerEntity).info(user, req.query.id);
    return ok(await customerStory(app.database.db, app, user, req.query.id, app.config.tzOffsetMinutes));
  });
}
