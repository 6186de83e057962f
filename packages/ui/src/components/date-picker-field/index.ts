export * from './date-picker-field';
