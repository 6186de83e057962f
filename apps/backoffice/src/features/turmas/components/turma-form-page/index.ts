export * from './turma-form-page';
