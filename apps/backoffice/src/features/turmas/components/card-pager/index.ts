export * from './card-pager';
