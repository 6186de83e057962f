export { ClassificacaoList, type ClassificacaoListProps, classificacaoRows } from './classificacao-list';
