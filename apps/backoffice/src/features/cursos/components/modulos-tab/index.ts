export {
  type ClassifiedCounts,
  classifiedCountsOf,
  ModulosTab,
  type ModulosTabProps,
} from './modulos-tab';
