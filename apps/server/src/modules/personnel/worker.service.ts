import { workerEntity, type RowOf } from '@suwork/domain/entities';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { entityTableOf } from '../../core/engine/entity-handle.ts';
import { invalid } from '../../core/envelope.ts';
import { memberName } from '../../core/kit/index.ts';
import { isIdCardNumber } from './id-card.ts';

export const workers = entityTableOf(workerEntity).table;

export type WorkerRow = RowOf<typeof workerEntity>;

export const WORKER_MSG = {
  memberTaken: '该成员已有员工档案',
  idCard: '身份证号格式不正确',
  regularBeforeEntry: '转正日期不能早于入职日期',
  contractOrder: '合同结束日期必须晚于合同开始日期',
  jobNumberTaken: (no: string, name: string) => `工号「${no}」已被「${name}」使用`,
} as const;

/** A job number belongs to one person: no other worker record, and no member other than `userId`, holds it. */
export async function assertJobNumberFree(tx: Db, jobNumber: string, userId: number, workerId = 0) {
  if (!jobNumber) return;
  const [worker] = await tx
    .select({ user_id: workers.user_id })
    .from(workers)
    .where(and(eq(workers.job_number, jobNumber), ne(workers.id, workerId)));
  if (worker)
    throw invalid(WORKER_MSG.jobNumberTaken(jobNumber, (await memberName(tx, Number(worker.user_id))) || '其他员工'));
  const [member] = await tx
    .select({ name: users.user_name })
    .from(users)
    .where(and(eq(users.job_number, jobNumber), ne(users.user_id, userId)));
  if (member) throw invalid(WORKER_MSG.jobNumberTaken(jobNumber, member.name));
}

/** The record as it will be: dates in order and the ID card number well formed (upper-case X). */
export function checkRecord(next: Partial<WorkerRow>, changes: Partial<WorkerRow>, now: Date) {
  if (typeof changes.id_card === 'string' && changes.id_card !== '') {
    changes.id_card = changes.id_card.toUpperCase();
    if (!isIdCardNumber(changes.id_card, now)) throw invalid(WORKER_MSG.idCard);
  }
  const { entry_date: entry, regular_date: regular, contract_start_date: start, contract_end_date: end } = next;
  if (entry && regular && regular < entry) throw invalid(WORKER_MSG.regularBeforeEntry);
  if (start && end && end <= start) throw invalid(WORKER_MSG.contractOrder);
}

export async function memberOf(tx: Db, userId: number) {
  const [m] = await tx.select({ dept_id: users.dept_id }).from(users).where(eq(users.user_id, userId));
  return m;
}

export async function assertNoOtherRecord(tx: Db, userId: number, workerId = 0) {
  const [other] = await tx
    .select({ id: workers.id })
    .from(workers)
    .where(and(eq(workers.user_id, userId), ne(workers.id, workerId)));
  if (other) throw invalid(WORKER_MSG.memberTaken);
}

/**
 * After a member's own form changed their 工号, 职级 or department (/api/user/update): the worker record
 * follows, in the same transaction. A job number another record holds refuses the change.
 */
export async function syncWorkerFromMember(tx: Db, userId: number, now: Date) {
  const [m] = await tx
    .select({ job_number: users.job_number, ranks: users.ranks, dept_id: users.dept_id })
    .from(users)
    .where(eq(users.user_id, userId));
  const [record] = await tx
    .select({ id: workers.id, job_number: workers.job_number })
    .from(workers)
    .where(eq(workers.user_id, userId));
  if (!m || !record) return;
  // a member without a job number keeps the record's: a record always has one
  const jobNumber = m.job_number || record.job_number;
  if (jobNumber !== m.job_number)
    await tx.update(users).set({ job_number: jobNumber }).where(eq(users.user_id, userId));
  await assertJobNumberFree(tx, jobNumber, userId, record.id);
  await tx
    .update(workers)
    .set({ job_number: jobNumber, ranks: m.ranks, dept_id: m.dept_id, update_time: now })
    .where(eq(workers.id, record.id));
}
