// The kit every hand-written module builds on: paging, ids, transactions, LIKE patterns, member names, owners,
// settings kept in sys_setting.
export * from './ids.ts';
export * from './like.ts';
export * from './members.ts';
export * from './owner.ts';
export * from './paging.ts';
export * from './first-rows.ts';
export * from './tx.ts';
export * from './numbering.ts';
export * from './belongs.ts';
export * from './setting.ts';
