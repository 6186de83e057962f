export * from './errors/describe-error.js';
export * from './list/list-state.js';
export * from './messages.js';
export * from './permissions/index.js';
export * from './validation/field-errors.js';
export * from './validation/login.js';
