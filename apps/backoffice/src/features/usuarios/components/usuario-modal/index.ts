export { UsuarioModal, type UsuarioModalProps } from './usuario-modal';
