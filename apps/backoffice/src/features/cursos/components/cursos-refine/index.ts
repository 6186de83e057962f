export { type CursoFilters, CursosRefine, type CursosRefineProps, ORDER_LABELS } from './cursos-refine';
