export {
  CepField,
  type CepFieldProps,
  CnpjCpfField,
  MaskedField,
  type MaskedFieldProps,
  PhoneField,
} from './masked-input';
export {
  cepMask,
  cnpjMask,
  cpfCnpjMask,
  cpfMask,
  formatCep,
  formatCpfCnpj,
  formatPhone,
  phoneMask,
  phoneValue,
  unmaskCpfCnpj,
} from './masks';
