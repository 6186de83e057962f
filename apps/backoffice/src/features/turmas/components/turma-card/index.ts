export * from './turma-card';
