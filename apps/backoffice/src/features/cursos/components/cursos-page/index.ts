export { CursosPage } from './cursos-page';
