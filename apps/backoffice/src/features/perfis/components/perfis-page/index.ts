export { PerfisPage } from './perfis-page';
