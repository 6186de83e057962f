export { EnderecoFields, type EnderecoFieldsProps } from './endereco-fields';
