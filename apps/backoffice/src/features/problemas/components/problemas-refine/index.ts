export { type ProblemaFilters, ProblemasRefine } from './problemas-refine';
