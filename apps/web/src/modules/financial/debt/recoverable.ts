import { DOC_APPROVED } from '@suwork/domain/entities';
import type { EntityRow } from '../../../engine/entity-api.ts';

/** Whether a write-off can still take a recovery: approved, and not all of it recovered. */
export const canRecover = (row: EntityRow) =>
  Number(row.status) === DOC_APPROVED && Number(row.recovered_amount ?? 0) < Number(row.amount ?? 0);
