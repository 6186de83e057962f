export { EntidadeCursos } from './entidade-cursos';
