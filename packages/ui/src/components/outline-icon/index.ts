export * from './outline-icon';
