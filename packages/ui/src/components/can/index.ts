export * from './can';
