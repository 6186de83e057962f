export { CursosRefine, type CursosRefineProps } from './cursos-refine';
export { type CursoFilters, countActiveFilters } from './refine-draft';
