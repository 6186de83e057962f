export { QuestaoFormPage } from './questao-form-page';
