import type { App } from '../src/core/types.ts';
import { flowDocument } from '../src/modules/flow/flow-hooks.ts';
import type { TestContext } from './harness.ts';
import { userId } from './org-fixtures.ts';

/** Demo members by name (password 123456): 王强 in 销售一部 (leader 刘洋, above him 销售部's 李娜). */
export const demo = (name: string) => ({ username: name, password: '123456' });

export type Steps = {
  type: number;
  settype?: number;
  selectRange: number;
  source?: string;
  mode?: number;
  level?: number;
  conditions?: unknown[];
}[];

/** Saves the template of a flow_type as the administrator and returns the new version. */
export async function saveTemplate(
  t: TestContext,
  adminToken: string,
  flowType: number,
  steps: Steps,
  extra: Record<string, unknown> = {},
) {
  const list = await t.call<{ flow_type: number; id: number }[]>('GET', '/api/flow/getList', { token: adminToken });
  const id = list.body.data.find((r) => r.flow_type === flowType)!.id;
  const res = await t.call<{ version: number }>('POST', '/api/flow/save', {
    token: adminToken,
    body: {
      id,
      flow_type: flowType,
      no_approver: 2,
      dept_ids: [],
      user_ids: [],
      steps: steps.map((s) => ({ settype: 0, source: '', mode: 1, ...s })),
      ...extra,
    },
  });
  if (res.body.code !== 0) throw new Error(res.body.msg);
  return { id, version: res.body.data.version };
}

export const ids = async (t: TestContext, ...names: string[]) =>
  (await Promise.all(names.map((n) => userId(t, n)))).join(',');

/**
 * For tests of the engine itself (steps, conditions, decisions), not of a module's records: declares to the app the
 * flow types' records as existing for any id, submitted by whoever starts them, with the condition the form sends.
 * Who may submit a real record is tested with the modules that declare them (security-flow.test.ts).
 */
export function engineOnlyRecords(app: App, ...flowTypes: number[]) {
  for (const flowType of flowTypes)
    flowDocument(app, flowType, { load: async () => ({ owner_id: 0 }), mayStart: async () => true });
}
