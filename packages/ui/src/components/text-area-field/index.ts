export * from './text-area-field';
