export { QuestoesPage } from './questoes-page';
