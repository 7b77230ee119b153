export * from './enums.js';
export * from './constants.js';
export * from './messages.js';
export * from './validators.js';
export * from './schemas/common.js';
export * from './schemas/auth.js';
export * from './schemas/organizations.js';
export * from './schemas/users.js';
