export { CursoBasicFields, type CursoBasicFieldsProps } from './curso-basic-fields';
