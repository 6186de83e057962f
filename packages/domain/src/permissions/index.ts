export * from './actions.js';
export * from './catalogue.js';
export * from './menu.js';
export * from './routes.js';
