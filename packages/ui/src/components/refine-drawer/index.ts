export * from './refine-drawer';
export { countActiveFilters, type RefineAction, type RefineState, refineReducer } from './refine-state';
export * from './refine-trigger';
