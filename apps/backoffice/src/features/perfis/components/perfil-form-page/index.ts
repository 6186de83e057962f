export { PerfilFormPage } from './perfil-form-page';
