export * from './actions.js';
export * from './catalogue.js';
export * from './grants.js';
export * from './menu.js';
export * from './routes.js';
