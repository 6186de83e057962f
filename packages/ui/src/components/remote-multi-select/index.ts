export * from './remote-multi-select';
