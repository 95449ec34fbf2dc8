import { workerEntity } from '@suwork/domain/entities';
import { createElement } from 'react';
import { extend, type EntityExtensions } from '../../engine/extensions.ts';
import { ContractEndCell } from './ContractEndCell.tsx';

/** What the personnel module adds to engine pages: the roster marks contracts about to end. */
export const PERSONNEL_EXTENSIONS: EntityExtensions = {
  ...extend(workerEntity, { cells: { contract_end_date: (row) => createElement(ContractEndCell, { row }) } }),
};
