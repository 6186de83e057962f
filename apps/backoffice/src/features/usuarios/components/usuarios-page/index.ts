export { UsuariosPage } from './usuarios-page';
