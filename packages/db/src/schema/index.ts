export * from './refdata.ts';
export * from './auth.ts';
export * from './session-revocations.ts';
export * from './users.ts';
export * from './files.ts';
