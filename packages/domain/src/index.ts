export * from './constants.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './nodes/index.ts';
export * from './account-messages.ts';
export * from './flow.ts';
export * from './file-types.ts';
