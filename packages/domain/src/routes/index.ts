// Route objects of the hand-written routes (see route.ts): what the server registers and the web calls.
export * from './route.ts';
export * from './fields.ts';
export * from './tags.ts';
export * from './auth.ts';
export * from './account.ts';
export * from './flow.ts';
export * from './messages.ts';
export * from './report.ts';
export * from './office.ts';
export * from './org.ts';
export * from './knowledge.ts';
export * from './entity.ts';
export * from './documents.ts';
export * from './sales.ts';
export * from './crm.ts';
export * from './system.ts';
export * from './invoice.ts';
