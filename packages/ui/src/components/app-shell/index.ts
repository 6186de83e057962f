export * from './app-shell';
