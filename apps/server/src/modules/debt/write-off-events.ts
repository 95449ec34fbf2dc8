import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';

// What other modules do when a write-off is approved, inside the approval's transaction with the contract locked.
// 发票管理 registers here to move the contract's open invoice applications to transfer state 4 已作废(坏账):
//   onWriteOffApproved(app, (tx, e) => voidOpenInvoicesOfContract(tx, e.contract_id))

export type WriteOffApproved = {
  /** the write-off's flow type: 11 坏账, 12 呆账 */
  kind: number;
  /** its entity key: contractBroken or contractBad */
  entity: string;
  debt_id: number;
  contract_id: number;
  amount: string;
};
export type WriteOffListener = (tx: Db, event: WriteOffApproved) => Promise<void>;

const listeners = new WeakMap<App, Map<string, WriteOffListener>>();

/** Runs `listener` on every approved write-off of this app; `name` keeps one listener per module. */
export function onWriteOffApproved(app: App, listener: WriteOffListener, name = 'default'): void {
  const mine = listeners.get(app) ?? new Map<string, WriteOffListener>();
  mine.set(name, listener);
  listeners.set(app, mine);
}

/** Tells the listeners of `app` (in the order they registered); one refusing rolls the approval back. */
export async function writeOffApproved(app: App, tx: Db, event: WriteOffApproved): Promise<void> {
  for (const listener of listeners.get(app)?.values() ?? []) await listener(tx, event);
}
