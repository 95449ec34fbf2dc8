/**
 * The colour of a state's tag (antd Tag `color`), read from what its label says, so that every entity's states look
 * alike without a colour per entity: trouble red, closed grey, done green, part-way gold, under way blue.
 */
const TONES: readonly (readonly [RegExp, string])[] = [
  [/逾期|驳回|拒绝|输单/, 'error'],
  [/作废|无效|撤回|过期|停用|核销|草稿|待提交|^未/, 'default'],
  [/通过|成交|赢单|接受|已回款|已转|完成|已开票|已确认/, 'success'],
  [/部分/, 'warning'],
  [/中$|已发送|^待/, 'processing'],
];

export function statusTone(label: string): string {
  return TONES.find(([words]) => words.test(label))?.[1] ?? 'default';
}
