// Permission nodes of the sales pipeline's own actions (the pages' nodes come from the entity declarations).
export const OPPORTUNITY_EDIT = 'customer_opportunities_edit';
export const OFFER_EDIT = 'customer_offer_edit';
export const OFFER_ADD = 'customer_offer_add';
export const OFFER_VIEW = 'customer_offer';
export const CONTRACT_ADD = 'customer_contract_add';
