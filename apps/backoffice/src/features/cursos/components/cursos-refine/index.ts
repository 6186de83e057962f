export { CursosRefine, type CursosRefineProps } from './cursos-refine';
export type { CursoFilters } from './refine-draft';
