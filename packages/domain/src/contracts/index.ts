// Response contracts of the hand-written routes: one zod schema per answer, used by the server (its reply is
// encoded through it) and by the web (its types are inferred from it).
export * from './envelope.ts';
export * from './tags.ts';
export * from './office.ts';
export * from './messages.ts';
export * from './crm.ts';
export * from './flow.ts';
export * from './oa.ts';
export * from './report.ts';
export * from './auth.ts';
export * from './org.ts';
export * from './account.ts';
export * from './system.ts';
export * from './home.ts';
export * from './personnel.ts';
export * from './documents.ts';
export * from './knowledge.ts';
export * from './files.ts';
export * from './export-jobs.ts';
export * from './pipeline.ts';
export * from './contract.ts';
export * from './finance.ts';
export * from './engine.ts';
export * from './list-columns.ts';
export * from './purchase.ts';
