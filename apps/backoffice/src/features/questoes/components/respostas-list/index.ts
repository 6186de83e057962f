export { RespostasList, type RespostasListProps } from './respostas-list';
