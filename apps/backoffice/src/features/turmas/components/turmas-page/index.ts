export * from './turmas-page';
