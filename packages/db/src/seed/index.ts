export * from './reference.ts';
export * from './demo.ts';
