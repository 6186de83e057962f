export { QuestoesVinculadas, type QuestoesVinculadasProps } from './questoes-vinculadas';
