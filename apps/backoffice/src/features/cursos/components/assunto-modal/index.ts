export { AssuntoModal, type AssuntoModalProps, type AssuntoModalValue } from './assunto-modal';
