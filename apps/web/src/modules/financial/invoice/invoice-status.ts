import { INVOICE_ISSUABLE, TRANSFER_DONE, TRANSFER_PENDING } from '@suwork/domain/entities';
import type { EntityRow } from '../../../engine/entity-api.ts';

export const statusOf = (row: EntityRow) => Number(row.status);
export const transferOf = (row: EntityRow) => Number(row.transfer_type);
/** Approved and not voided by a refund or a bad debt: finance may issue on it. */
export const issuable = (row: EntityRow) =>
  INVOICE_ISSUABLE.includes(statusOf(row)) &&
  (transferOf(row) === TRANSFER_PENDING || transferOf(row) === TRANSFER_DONE);
