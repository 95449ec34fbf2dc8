// What other modules may use of the organisation module.
export { orgAdminApi } from './org-api.ts';
