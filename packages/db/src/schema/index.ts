export * from './refdata.ts';
