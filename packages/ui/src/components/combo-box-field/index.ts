export * from './combo-box-field';
