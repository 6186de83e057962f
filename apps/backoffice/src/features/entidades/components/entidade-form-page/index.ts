export { EntidadeFormPage } from './entidade-form-page';
