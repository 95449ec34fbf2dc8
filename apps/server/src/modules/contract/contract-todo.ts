import { EXAMINE_TAB, examineLink, moneyText, routeLink, TODO_COUNT_CAP } from '@suwork/domain';
import { contractEntity, DOC_APPROVED, PLAN_AWAITING, PLAN_OVERDUE, recoveryEntity } from '@suwork/domain/entities';
import { and, eq } from 'drizzle-orm';
import { entity } from '../../core/engine/entity-handle.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { andAll, filterConditions, orderBy, type ListQuery } from '../../core/engine/list-query.ts';
import { cappedCountColumn, cappedTotal } from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { addDays, companyToday, formatDateTime } from '../../core/time-format.ts';
import { registerTodo } from '../../core/todo.ts';
import type { App } from '../../core/types.ts';
import { flowRuns } from '../flow/index.ts';
import { firstRuns, tabWhere } from '../flow/run-lists.service.ts';
import { todoTitle } from '../flow/run-title.ts';
import { readContractSettings } from './contract-settings.ts';

/** Instalments due within this many days are on the workbench. */
export const DUE_SOON_DAYS = 7;

const link = (route: string | undefined, id: number) => routeLink(route!, { id }) ?? { path: '' };

/**
 * The money chain on the workbench: 待审批合同, 即将到期的合同 (within 合同设置's days), 7天内待回款 and 逾期回款, each
 * within the member's data scope and opening the record.
 */
export function registerContractTodos(app: App) {
  const contracts = entity(app, contractEntity);
  const plans = entity(app, recoveryEntity);
  const today = () => companyToday(app.config.now(), app.config.tzOffsetMinutes);
  const planItem = (r: {
    id: number;
    contract_name: string | null;
    plan_name: string;
    stay_amount: string | null;
    repayment_date: string | null;
  }) => ({
    id: `plan:${r.id}`,
    title: `${r.contract_name ?? ''} ${r.plan_name}：待回款 ${moneyText(r.stay_amount ?? '0')} 元`,
    time: String(r.repayment_date),
    ...link(recoveryEntity.routes.info, r.id),
  });
  /**
   * A section as its list would show it (the list's own scope, filters and order), reading only the columns the
   * section shows, with its count up to the cap beside the rows: one round trip.
   */
  const section = (service: EntityService, user: SessionUser, q: Omit<ListQuery, 'page'>) => {
    const query = { page: 1, ...q } as ListQuery;
    const where = andAll([
      service.scope(user),
      ...filterConditions(service.def, service.table, query, app.config.tzOffsetMinutes),
    ]);
    return {
      where,
      order: orderBy(service.def, service.table, query),
      n: cappedCountColumn(service.table, where, TODO_COUNT_CAP),
    };
  };
  const planRows = async (user: SessionUser, q: Omit<ListQuery, 'page'> & { limit: number }) => {
    const { where, order, n } = section(plans.service, user, q);
    const p = plans.cols;
    const rows = await app.database.db
      .select({
        id: p.id,
        plan_name: p.plan_name,
        contract_name: contracts.cols.title,
        stay_amount: p.stay_amount,
        repayment_date: p.repayment_date,
        n,
      })
      .from(plans.table)
      .leftJoin(contracts.table, eq(contracts.cols.id, p.contract_id))
      .where(where)
      .orderBy(...order)
      .limit(q.limit);
    return {
      ...cappedTotal(rows, TODO_COUNT_CAP),
      items: rows.map(planItem),
      morePath: routeLink(recoveryEntity.routes.list)!.path,
    };
  };

  registerTodo(app, {
    key: 'contractExamine',
    title: '待审批合同',
    order: 11,
    node: 'customer_contract',
    load: async (app, auth, limit) => {
      const page = await firstRuns(
        app.database.db,
        and(tabWhere(EXAMINE_TAB.pending, auth.user.user_id), eq(flowRuns.flow_type, contractEntity.flowType!))!,
        limit,
        TODO_COUNT_CAP,
      );
      return {
        total: page.total,
        capped: page.capped,
        items: page.rows.map(({ run, initiator_name }) => ({
          id: run.run_id,
          title: todoTitle(run, initiator_name),
          time: formatDateTime(run.create_time, app.config.tzOffsetMinutes) ?? undefined,
          ...(examineLink({
            info_route: contractEntity.routes.info,
            flow_type: run.flow_type,
            detail_id: run.detail_id,
          }) ?? { path: '' }),
        })),
        morePath: routeLink('examine')!.path,
      };
    },
  });

  registerTodo(app, {
    key: 'contractExpiring',
    title: '即将到期的合同',
    order: 40,
    node: 'customer_contract',
    load: async (app, auth, limit) => {
      const { expiry_days } = await readContractSettings(app.database.db);
      const { where, order, n } = section(contracts.service, auth.user, {
        limit,
        status: [DOC_APPROVED],
        end_date_start: today(),
        end_date_end: addDays(today(), expiry_days),
        sort_field: 'end_date',
        sort_order: 'asc',
      });
      const c = contracts.cols;
      const rows = await app.database.db
        .select({ id: c.id, title: c.title, company_name: c.company_name, end_date: c.end_date, n })
        .from(contracts.table)
        .where(where)
        .orderBy(...order)
        .limit(limit);
      const items = rows.map((r) => ({
        id: `contract:${r.id}`,
        title: `${r.title}（${r.company_name}）`,
        time: String(r.end_date),
        ...link(contractEntity.routes.info, r.id),
      }));
      return { ...cappedTotal(rows, TODO_COUNT_CAP), items, morePath: routeLink(contractEntity.routes.list)!.path };
    },
  });

  registerTodo(app, {
    key: 'repayDue',
    title: `${DUE_SOON_DAYS}天内待回款`,
    order: 41,
    node: 'customer_recoveries',
    load: (_app, auth, limit) =>
      planRows(auth.user, {
        limit,
        status: [...PLAN_AWAITING],
        repayment_date_start: today(),
        repayment_date_end: addDays(today(), DUE_SOON_DAYS),
        sort_field: 'repayment_date',
        sort_order: 'asc',
      }),
  });

  registerTodo(app, {
    key: 'repayOverdue',
    title: '逾期回款',
    order: 42,
    node: 'customer_recoveries',
    load: (_app, auth, limit) =>
      planRows(auth.user, { limit, status: [...PLAN_OVERDUE], sort_field: 'repayment_date', sort_order: 'asc' }),
  });
}
