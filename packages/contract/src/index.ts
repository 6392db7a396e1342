export * from './access.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './pbx-extension.ts';
export * from './stats.ts';
export * from './tenancy.ts';
export * from './tokens.ts';
