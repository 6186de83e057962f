export * from './tag';
