import type { Kanban, KanbanCard, KanbanClosed, KanbanColumn, Stage, StageGroup } from './pipeline-api.ts';

// Answers of the fake API for the pipeline tests.

export const STAGES: Stage[] = [
  { id: 11, name: '初步接洽', percent: '10.00', sort: 1 },
  { id: 12, name: '需求确认', percent: '30.00', sort: 2 },
  { id: 13, name: '商务谈判', percent: '70.50', sort: 3 },
];

export const GROUP: StageGroup = {
  id: 1,
  name: '标准销售流程',
  dept_ids: [],
  dept_names: [],
  status: 1,
  sort: 1,
  stages: STAGES,
};
export const PROJECT_GROUP: StageGroup = {
  id: 2,
  name: '项目型销售',
  dept_ids: [2],
  dept_names: ['销售部'],
  status: 2,
  sort: 2,
  stages: [
    { id: 21, name: '立项', percent: '20.00', sort: 1 },
    { id: 22, name: '投标', percent: '60.00', sort: 2 },
  ],
};

export const card = (over: Partial<KanbanCard>): KanbanCard => ({
  chance_id: 1,
  chance_name: '商机',
  company_name: '某公司',
  amount: '1000.00',
  expect_success: '10.00',
  expect_date: '2024-06-30',
  owner_user_name: '王强',
  update_time: '2024-05-20 10:00:00',
  close_time: null,
  ...over,
});

/** The board: 初步接洽 capped at 10,000 with two cards shown, 需求确认 with one, 商务谈判 empty. */
export const board = (): KanbanColumn[] => [
  {
    stage: STAGES[0],
    count: 10000,
    capped: true,
    amount: '98765432.10',
    cards: [
      card({ chance_id: 101, chance_name: 'ERP 升级', company_name: '华东制造', amount: '120000.50' }),
      card({ chance_id: 102, chance_name: '门店系统', company_name: '江南零售', amount: null, expect_date: null }),
    ],
  },
  {
    stage: STAGES[1],
    count: 1,
    capped: false,
    amount: '5000.00',
    cards: [card({ chance_id: 103, chance_name: 'CRM 采购', company_name: '北方物流', amount: '5000.00' })],
  },
  { stage: STAGES[2], count: 0, capped: false, amount: '0.00', cards: [] },
];

const NONE: KanbanClosed = { count: 0, amount: '0.00', cards: [] };

/** The board's answer: its stage columns, and what was won and lost in the period (nothing by default). */
export const kanbanOf = (stages: KanbanColumn[], closed: { won?: KanbanClosed; lost?: KanbanClosed } = {}): Kanban => ({
  stages,
  won: closed.won ?? NONE,
  lost: closed.lost ?? NONE,
  start_date: '2024-05-01',
  end_date: '2024-05-31',
});
