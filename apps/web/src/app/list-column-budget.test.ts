import {
  contractEntity,
  customerEntity,
  ENTITIES,
  listColumnDefs,
  offerEntity,
  opportunityEntity,
  type EntityDef,
  type Field,
} from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { ENTITY_EXTENSIONS } from './pages.ts';
import { rowActionsWidth, SELECTION_WIDTH, TABLE_WIDTH_1440 } from '../engine/list/column-budget.ts';
import { applySettings, defaultSettings } from '../engine/list/column-settings.ts';
import { textWidth } from '../engine/list/column-widths.ts';
import { listColumns } from '../engine/list/columns.tsx';
import { rowActionCount } from '../engine/list/RowActions.tsx';

/** The width of a list's fixed 操作 column: every action its page may show on a row. */
const actionsWidth = (def: EntityDef) => {
  const x = ENTITY_EXTENSIONS[def.key];
  return rowActionsWidth(rowActionCount(def, x?.recordLinks, x?.recordCommands));
};

/**
 * A list as it first shows at 1440 px with the menu open: its columns by title, each with where it ends counted from
 * the table's left edge (after the row checkboxes), and where the fixed 操作 column begins.
 */
function firstScreen(def: EntityDef) {
  const actions = actionsWidth(def);
  const shown = applySettings(listColumns(def, {}), defaultSettings(def, actions));
  let end = SELECTION_WIDTH;
  const ends = new Map<string, number>();
  for (const c of shown) {
    end += Number(c.width);
    ends.set(String(c.title), end);
  }
  return { titles: [...ends.keys()], ends, actionsStart: TABLE_WIDTH_1440 - actions };
}

const inView = (def: EntityDef, titles: readonly string[]) => {
  const { ends, actionsStart } = firstScreen(def);
  return titles.filter((t) => (ends.get(t) ?? Infinity) <= actionsStart);
};

/** What a user reads first of a record: its name, a number the server gave it, its amounts and its states. */
const readFirst = (def: EntityDef, f: Field) =>
  f.key === def.titleField ||
  (f.type === 'text' && f.unique === true && f.writable === false) ||
  f.type === 'money' ||
  (f.type === 'enum' && (f.key === 'status' || f.key.endsWith('_status')));

describe('every list at 1440 px with the menu open', () => {
  it.each(ENTITIES.map((def) => [`${def.title}（${def.key}）`, def] as const))(
    '%s shows its name or number, amounts and states before the fixed 操作 column, without scrolling sideways',
    (_, def) => {
      const wanted = listColumnDefs(def).flatMap((c) =>
        !c.hidden && c.field && readFirst(def, c.field) ? [c.label] : [],
      );
      expect(wanted.length).toBeGreaterThan(0);
      expect(inView(def, wanted)).toEqual(wanted);
    },
  );

  it('合同: 合同编号 whole, 合同金额, 已回款, 未回款 and 合同状态 in view', () => {
    const named = ['合同编号', '合同名称', '合同金额（元）', '已回款（元）', '未回款（元）', '合同状态'];
    expect(inView(contractEntity, named)).toEqual(named);
    const number = listColumns(contractEntity, {}).find((c) => c.key === 'contract_no')!;
    // HT-20261128-0001 and the cell's padding
    expect(Number(number.width)).toBeGreaterThanOrEqual(textWidth('HT-20261128-0001') + 16);
  });

  it('商机: 预计金额, 预计成交日期 and 商机状态 in view beside 客户名称', () => {
    const named = ['商机名称', '客户名称', '预计金额（元）', '预计成交日期', '商机状态'];
    expect(inView(opportunityEntity, named)).toEqual(named);
  });

  it('报价: 报价单号, 含税总计 and 状态 in view', () => {
    const named = ['报价单号', '报价主题', '含税总计（元）', '状态'];
    expect(inView(offerEntity, named)).toEqual(named);
  });

  it('客户: 电话 and 标签 in view, and the columns keep their declared order when everything read first fits', () => {
    expect(inView(customerEntity, ['电话', '标签'])).toEqual(['电话', '标签']);
    const declared = listColumnDefs(customerEntity)
      .filter((c) => !c.hidden)
      .map((c) => c.label);
    expect(firstScreen(customerEntity).titles).toEqual(declared);
  });

  it('columns that would push what is read first out of view come after it, in their declared order', () => {
    expect(firstScreen(contractEntity).titles).toEqual([
      '合同编号',
      '合同名称',
      '合同金额（元）',
      '已回款（元）',
      '未回款（元）',
      '合同状态',
      '客户名称',
      '公司签约人',
      '签约日期',
      '结束日期',
      '合同类型',
      '负责人',
      '创建时间',
    ]);
  });
});
