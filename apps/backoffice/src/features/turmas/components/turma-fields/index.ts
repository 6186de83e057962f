export * from './turma-fields';
