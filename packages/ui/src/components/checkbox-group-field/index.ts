export * from './checkbox-group-field';
