import {
  contactEntity,
  contractEntity,
  customerEntity,
  offerEntity,
  opportunityEntity,
  rivalEntity,
  type RowOf,
} from '@suwork/domain/entities';
import { entityTableOf } from '../../core/engine/entity-handle.ts';

// The engine tables the sales module reads and writes beside the engine, with their columns by name, typed from the
// declarations.

export const { table: chanceTable, cols: chance } = entityTableOf(opportunityEntity);
export const { table: offerTable, cols: offer } = entityTableOf(offerEntity);
export const { table: customerTable, cols: customer } = entityTableOf(customerEntity);
export const { table: contactTable, cols: contact } = entityTableOf(contactEntity);
export const { table: contractTable, cols: contract } = entityTableOf(contractEntity);
export const { table: rivalTable, cols: rival } = entityTableOf(rivalEntity);

export type ChanceRow = RowOf<typeof opportunityEntity>;
export type OfferRow = RowOf<typeof offerEntity>;
export type ContractRow = RowOf<typeof contractEntity>;
