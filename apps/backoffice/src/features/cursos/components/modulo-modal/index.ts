export { ModuloModal, type ModuloModalProps } from './modulo-modal';
