export * from './filter-field';
