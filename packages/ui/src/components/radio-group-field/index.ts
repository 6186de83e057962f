export * from './radio-group-field';
