export * from './ordering-select';
