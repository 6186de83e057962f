export * from './page-size-select';
