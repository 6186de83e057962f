export { CursoImageField, type CursoImageFieldProps } from './curso-image-field';
