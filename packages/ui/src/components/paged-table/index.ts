export * from './paged-table';
export * from './pagination';
