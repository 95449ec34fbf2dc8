import { Decimal, moneyText } from '@suwork/domain';
import {
  AGEING_BUCKETS,
  contractEntity,
  DEBT_CANDIDATE,
  DOC_APPROVED,
  type AgeingPlan,
  type AgeingRow,
  type AgeingView,
  type DebtSettings,
} from '@suwork/domain/entities';
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { andAll } from '../../core/engine/list-query.ts';
import {
  assertShallow,
  containing,
  countRows,
  EXACT_COUNT_LIMIT,
  offsetOf,
  type Page,
  type PageParams,
} from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';
import type { Db } from '../../db/client.ts';
import { resultRows } from '../../db/result-rows.ts';
import { users } from '../../db/schema.ts';
import { contract, contractTable, plan, planTable } from '../contract/index.ts';
import { OPEN_PLAN_STATUSES } from './debt-books.ts';
import { customerTable } from './debt.tables.ts';

// 应收账龄: what approved contracts still have outstanding on their instalments (stay_amount of the plans not fully
// collected, not void, not written off), by days past each instalment's date on the company's day. One aggregate
// over the instalments joined to their contracts under the member's data scope of contracts.

export type AgeingQuery = PageParams & { dimension: 'customer' | 'contract'; keyword?: string; sort: 'total' | 'days' };
export type AgeingPlansQuery = PageParams & {
  bucket?: number;
  contract_id?: number;
  enterprise_id?: number;
  keyword?: string;
};

type ContractService = EntityService<typeof contractEntity>;

/** Days past the instalment's date on `today` (0 or less: not yet due). */
const daysPast = (today: string) => sql`(${today}::date - ${plan.repayment_date})`;

/** The bucket of an instalment, AGEING_BUCKETS' numbers, as one CASE over its days past due. */
export function bucketOf(today: string): SQL {
  const days = daysPast(today);
  const arms = AGEING_BUCKETS.filter((b) => b.max !== null).map(
    (b) => sql`when ${days} <= ${sql.raw(String(b.max))} then ${sql.raw(String(b.bucket))}`,
  );
  return sql`(case ${sql.join(arms, sql` `)} else ${sql.raw(String(AGEING_BUCKETS[AGEING_BUCKETS.length - 1].bucket))} end)`;
}

/** The instalments of the ageing the member may see: outstanding, of approved contracts in their scope, matching the keyword. */
async function outstanding(contracts: ContractService, user: SessionUser, keyword?: string): Promise<SQL> {
  const kw = keyword?.trim();
  const match = kw
    ? sql`(${contract.title} ilike ${containing(kw)} or ${contract.company_name} ilike ${containing(kw)} or ${contract.contract_no} ilike ${containing(kw)})`
    : undefined;
  return andAll([
    sql`${plan.status} in (${sql.raw(OPEN_PLAN_STATUSES.join(', '))})`,
    sql`${plan.stay_amount} > 0`,
    eq(contract.status, DOC_APPROVED),
    await contracts.listScope(user),
    match,
  ])!;
}

const FROM = sql`${planTable} join ${contractTable} on ${contract.id} = ${plan.contract_id}`;

/** Σ outstanding by bucket (one statement): every bucket present, in order, with its instalment count. */
export async function ageingBuckets(db: Db, today: string, where: SQL): Promise<AgeingView['buckets']> {
  const rows = resultRows<{ bucket: number; n: number; s: string }>(
    await db.execute(
      sql`select ${bucketOf(today)} as bucket, count(*)::int as n, sum(${plan.stay_amount})::text as s from ${FROM} where ${where} group by 1`,
    ),
  );
  const by = new Map(rows.map((r) => [Number(r.bucket), r]));
  return AGEING_BUCKETS.map((b) => ({
    bucket: b.bucket,
    label: b.label,
    amount: moneyText(by.get(b.bucket)?.s ?? '0'),
    plan_count: Number(by.get(b.bucket)?.n ?? 0),
  }));
}

/** A candidate for write-off by the oldest instalment's days past due. */
export const candidateOf = (maxDays: number, s: DebtSettings): number =>
  maxDays > s.broken_days ? DEBT_CANDIDATE.broken : maxDays > s.bad_days ? DEBT_CANDIDATE.bad : DEBT_CANDIDATE.none;

/**
 * The ageing: totals by bucket and one page of customers (or contracts) with their outstanding by bucket, largest
 * (or oldest) first, and their honest count. Two statements side by side: the bucket totals (one aggregate), and
 * the page — one grouping (totals, oldest instalment, the number of groups), then for the page's groups alone their
 * amounts by bucket and what names them, in the same statement.
 */
export async function ageing(
  db: Db,
  contracts: ContractService,
  user: SessionUser,
  today: string,
  settings: DebtSettings,
  q: AgeingQuery,
): Promise<AgeingView> {
  assertShallow(q);
  const where = await outstanding(contracts, user, q.keyword);
  const key = q.dimension === 'customer' ? contract.enterprise_id : plan.contract_id;
  const order = (g: string) =>
    sql.raw(
      q.sort === 'days'
        ? `${g}max_days desc, ${g}total desc, ${g}key desc`
        : `${g}total desc, ${g}max_days desc, ${g}key desc`,
    );
  const [buckets, grouped] = await Promise.all([
    ageingBuckets(db, today, where),
    db.execute(
      sql`select g.key, g.total, g.max_days, g.groups, a.amounts, ${NAMES[q.dimension].columns}
            from (select key, total, max_days, count(*) over ()::int as groups
                    from (select ${key} as key, sum(${plan.stay_amount}) as total, max(${daysPast(today)})::int as max_days from ${FROM} where ${where} group by ${key}) g
                   order by ${order('')} limit ${q.limit} offset ${offsetOf(q)}) g
            cross join lateral (select jsonb_object_agg(bucket, s) as amounts
                                  from (select ${bucketOf(today)} as bucket, sum(${plan.stay_amount})::text as s from ${FROM}
                                         where ${andAll([where, sql`${key} = g.key`])} group by 1) b) a
            ${NAMES[q.dimension].join}
           order by ${order('g.')}`,
    ),
  ]);
  const groups = resultRows<GroupRow>(grouped);
  const groupCount = groups[0]
    ? Number(groups[0].groups)
    : (await countRows(db, sql`(select ${key} from ${FROM} where ${where} group by ${key}) g`, sql`true`)).count;
  const rows = groups.map((g) => {
    const amounts = g.amounts ?? {};
    const group = {
      key: Number(g.key),
      total: moneyText(String(g.total)),
      max_days: Math.max(Number(g.max_days), 0),
      amounts: AGEING_BUCKETS.map((b) => moneyText(amounts[b.bucket] ?? '0')),
    };
    return q.dimension === 'customer' ? customerRow(group, g) : contractRow(group, g, settings);
  });
  const total = buckets.reduce((s, b) => s.plus(b.amount), new Decimal(0));
  // the count rule of every list: exact up to the cap, "10,000+" beyond
  const capped = groupCount > EXACT_COUNT_LIMIT;
  return {
    today,
    dimension: q.dimension,
    settings,
    buckets,
    total_amount: moneyText(total),
    overdue_amount: moneyText(total.minus(buckets[0].amount)),
    rows,
    count: capped ? EXACT_COUNT_LIMIT : groupCount,
    capped,
  };
}

/** What names a group (NAMES below: a contract's columns, or only a customer's name) with its owner's name. */
type Names = {
  title?: string | null;
  contract_no?: string | null;
  enterprise_id?: number | null;
  company_name: string | null;
  owner_user_name: string | null;
};
/** A group of the page as the statement answers it: its totals, its amounts by bucket, and its names. */
type GroupRow = Names & {
  key: number;
  total: string;
  max_days: number;
  groups: number;
  amounts: Record<string, string> | null;
};

type Group = { key: number; total: string; max_days: number; amounts: string[] };

// what names a group on the page: the contract (and its customer) or the customer, with the owner's name
const namedContract = alias(contractTable, 'named_contract');
const namedCustomer = alias(customerTable, 'named_customer');
const owner = alias(users, 'named_owner');
// (an alias in a sql template names itself only: the joins say which table it stands for)
const [namedContractFrom, namedCustomerFrom, ownerFrom] = [
  sql`${contractTable} as named_contract`,
  sql`${customerTable} as named_customer`,
  sql`${users} as named_owner`,
];
const namedContractCols = getTableColumns(namedContract);
const namedCustomerCols = getTableColumns(namedCustomer);
const NAMES: Record<AgeingQuery['dimension'], { columns: SQL; join: SQL }> = {
  contract: {
    columns: sql`${namedContractCols.title} as title, ${namedContractCols.contract_no} as contract_no, ${namedContractCols.enterprise_id} as enterprise_id,
                 ${namedContractCols.company_name} as company_name, ${owner.user_name} as owner_user_name`,
    join: sql`left join ${namedContractFrom} on ${namedContractCols.id} = g.key left join ${ownerFrom} on ${owner.user_id} = ${namedContractCols.owner_user_id}`,
  },
  customer: {
    columns: sql`${namedCustomerCols.enterprise_name} as company_name, ${owner.user_name} as owner_user_name`,
    join: sql`left join ${namedCustomerFrom} on ${namedCustomerCols.id} = g.key left join ${ownerFrom} on ${owner.user_id} = ${namedCustomerCols.owner_user_id}`,
  },
};

const contractRow = (g: Group, c: Names, settings: DebtSettings): AgeingRow => ({
  id: g.key,
  enterprise_id: c.enterprise_id === null || c.enterprise_id === undefined ? null : Number(c.enterprise_id),
  company_name: String(c.company_name ?? ''),
  contract_id: g.key,
  contract_name: String(c.title ?? ''),
  contract_no: String(c.contract_no ?? ''),
  owner_user_name: c.owner_user_name ?? null,
  amounts: g.amounts,
  total: g.total,
  max_days: g.max_days,
  candidate: candidateOf(g.max_days, settings),
});

const customerRow = (g: Group, c: Names): AgeingRow => ({
  id: g.key,
  enterprise_id: g.key,
  company_name: String(c.company_name ?? ''),
  contract_id: null,
  contract_name: null,
  contract_no: null,
  owner_user_name: c.owner_user_name ?? null,
  amounts: g.amounts,
  total: g.total,
  max_days: g.max_days,
  candidate: DEBT_CANDIDATE.none,
});

/** An instalment of the ageing as the statement below answers it (money and dates as text). */
type PlanRow = {
  id: number;
  contract_id: number;
  contract_name: string;
  contract_no: string;
  enterprise_id: number | null;
  company_name: string;
  plan_name: string;
  amount: string;
  actual_amount: string;
  stay_amount: string;
  repayment_date: string;
  overdue_days: number;
  bucket: number;
  status: number;
  owner_user_name: string | null;
};

/** The instalments of one bucket (and customer or contract), oldest date first, with their honest count. */
export async function ageingPlans(
  db: Db,
  contracts: ContractService,
  user: SessionUser,
  today: string,
  q: AgeingPlansQuery,
): Promise<Page<AgeingPlan>> {
  assertShallow(q);
  const range = AGEING_BUCKETS.find((b) => b.bucket === q.bucket);
  // a bucket as a range of dates, so the instalments' date index serves it
  const dayOf = (days: number) => sql`(${today}::date - ${days}::int)`;
  const where = andAll([
    await outstanding(contracts, user, q.keyword),
    range?.max !== null && range?.max !== undefined ? sql`${plan.repayment_date} >= ${dayOf(range.max)}` : undefined,
    range?.min !== null && range?.min !== undefined ? sql`${plan.repayment_date} <= ${dayOf(range.min)}` : undefined,
    q.contract_id ? eq(plan.contract_id, q.contract_id) : undefined,
    q.enterprise_id ? eq(contract.enterprise_id, q.enterprise_id) : undefined,
  ])!;
  const [rows, counted] = await Promise.all([
    db.execute(
      sql`select ${plan.id} as id, ${plan.contract_id} as contract_id, ${contract.title} as contract_name, ${contract.contract_no} as contract_no,
                 ${contract.enterprise_id} as enterprise_id, ${contract.company_name} as company_name, ${plan.plan_name} as plan_name,
                 ${plan.amount}::text as amount, ${plan.actual_amount}::text as actual_amount, ${plan.stay_amount}::text as stay_amount,
                 ${plan.repayment_date}::text as repayment_date, greatest(${daysPast(today)}, 0)::int as overdue_days, ${bucketOf(today)} as bucket,
                 ${plan.status} as status, ${users.user_name} as owner_user_name
            from ${FROM} left join ${users} on ${users.user_id} = ${contract.owner_user_id}
           where ${where} order by ${plan.repayment_date} asc, ${plan.id} asc limit ${q.limit} offset ${offsetOf(q)}`,
    ),
    countRows(db, FROM, where),
  ]);
  return {
    rows: resultRows<PlanRow>(rows).map((x) => ({
      id: Number(x.id),
      plan_id: Number(x.id),
      contract_id: Number(x.contract_id),
      contract_name: String(x.contract_name ?? ''),
      contract_no: String(x.contract_no ?? ''),
      enterprise_id: Number(x.enterprise_id),
      company_name: String(x.company_name ?? ''),
      plan_name: String(x.plan_name ?? ''),
      amount: moneyText(String(x.amount)),
      actual_amount: moneyText(String(x.actual_amount)),
      stay_amount: moneyText(String(x.stay_amount)),
      repayment_date: String(x.repayment_date),
      overdue_days: Number(x.overdue_days),
      bucket: Number(x.bucket),
      status: Number(x.status),
      owner_user_name: x.owner_user_name ?? null,
    })),
    ...counted,
  };
}
