/** Every table, for the drizzle client and drizzle-kit. Each module owns its own schema.ts. */

export * from './modules/assistant/schema.ts';
export * from './modules/audit/schema.ts';
export * from './modules/auth/schema.ts';
export * from './modules/broadcast/schema.ts';
export * from './modules/callingcards/rates-schema.ts';
export * from './modules/callingcards/report-schedules-schema.ts';
export * from './modules/callingcards/schema.ts';
export * from './modules/callingcards/switch-schema.ts';
export * from './modules/channels/schema.ts';
export * from './modules/directory/schema.ts';
export * from './modules/messaging/schema.ts';
export * from './modules/pbx/schema.ts';
export * from './modules/pbx/subscriber-sync/schema.ts';
export * from './modules/pbx/voicemail/audio-schema.ts';
export * from './modules/support/schema.ts';
export * from './modules/tenancy/schema.ts';
export * from './modules/tokens/schema.ts';
export * from './modules/users/schema.ts';
export * from './platform/jobs/schema.ts';
export * from './platform/mail-schema.ts';
