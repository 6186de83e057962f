export { type EntidadeFilters, EntidadesRefine } from './entidades-refine';
