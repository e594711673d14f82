export * from './reference.ts';
export * from './demo.ts';
export * from './pictures.ts';
export * from './demo-pictures.ts';
export { DEMO_ACCOUNT_EMAIL, DEMO_ACCOUNT_ID } from './steps/accounts.ts';
export { singular } from './steps/industry-templates.ts';
