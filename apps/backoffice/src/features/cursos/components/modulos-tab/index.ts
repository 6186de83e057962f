export { ModulosTab, type ModulosTabProps } from './modulos-tab';
