export { ProblemaFormPage } from './problema-form-page';
