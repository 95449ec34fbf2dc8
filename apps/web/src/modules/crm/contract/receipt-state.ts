import { Decimal } from '@suwork/domain';
import type { EntityRow } from '../../../engine/entity-api.ts';

/** A collection finance has confirmed money on: from then on its money is finance's to correct or void. */
export const isConfirmed = (row: EntityRow) => new Decimal(String(row.actual_amount ?? '0') || '0').gt(0);
