export * from './select-field';
