// What other modules may use of the CRM module.
export { contractApi, refreshMoneyChain } from './contract/contract-api.ts';
