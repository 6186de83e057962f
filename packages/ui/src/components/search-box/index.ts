export * from './search-box';
