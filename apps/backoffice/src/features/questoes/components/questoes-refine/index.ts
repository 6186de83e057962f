export { type QuestaoFilters, QuestoesRefine, type QuestoesRefineProps } from './questoes-refine';
