export { EntidadesPage } from './entidades-page';
