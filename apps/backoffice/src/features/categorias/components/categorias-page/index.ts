export { CategoriasPage } from './categorias-page';
