export { CursoFormPage } from './curso-form-page';
