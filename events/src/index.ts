export * from './envelope.js';
export * from './domain/user-events.js';
export * from './api/auth.js';
export * from './api/errors.js';
export * from './realtime.js';
export * from './domain/billing-events.js';
export * from './api/billing.js';
export * from './api/admin.js';
