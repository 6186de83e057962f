export { ProblemasPage } from './problemas-page';
