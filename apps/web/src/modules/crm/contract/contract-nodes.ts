// Permission nodes of the money chain's own actions (the pages' nodes come from the entity declarations).
export const CONTRACT_EDIT = 'customer_contract_edit';
/** 财务 → 收款: who confirms what arrived on a collection */
export const FINANCE_COLLECTION = 'financial_collection';
/** 财务 → 收款 → 更正到账: who corrects or voids money already confirmed */
export const FINANCE_CORRECT = 'financial_collection_correct';
export const RECEIVABLE_EDIT = 'customer_receivableSheet_edit';
