/**
 * Brazilian documents and contact numbers, wrapping `@brazilian-utils/brazilian-utils` so the app
 * sees Hangar's names. CNPJ validation and formatting accept the alphanumeric CNPJ in force since
 * July 2026 (library `version: 2`: letters count as ASCII code − 48, same weights, numeric DVs).
 */
import {
  formatCep as buFormatCep,
  formatCnpj as buFormatCnpj,
  formatCpf as buFormatCpf,
  formatPhone as buFormatPhone,
  isValidCep as buIsValidCep,
  isValidCnpj as buIsValidCnpj,
  isValidCpf as buIsValidCpf,
  isValidPhone as buIsValidPhone,
} from '@brazilian-utils/brazilian-utils';

/** Strips everything but digits. @example onlyDigits('01310-100') // '01310100' */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Strips masks from a CNPJ, keeping letters (upper-cased) and digits. */
export function normalizeCnpj(value: string): string {
  return value.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

/**
 * Whether a CNPJ is valid, numeric or alphanumeric, masked or not.
 * @example isValidCnpj('12.ABC.345/01DE-35') // true
 */
export function isValidCnpj(value: string): boolean {
  return buIsValidCnpj(value, { version: 2 });
}

/**
 * Formats a CNPJ as `00.000.000/0000-00` (letters kept, upper-cased). Partial input is formatted
 * as far as it goes, so it can back an input mask.
 * @example formatCnpj('12abc34501de35') // '12.ABC.345/01DE-35'
 */
export function formatCnpj(value: string): string {
  return buFormatCnpj(normalizeCnpj(value), { version: 2 });
}

/** Whether a CPF is valid. @example isValidCpf('529.982.247-25') // true */
export function isValidCpf(value: string): boolean {
  return buIsValidCpf(value);
}

/** Formats a CPF as `000.000.000-00`. @example formatCpf('52998224725') // '529.982.247-25' */
export function formatCpf(value: string): string {
  return buFormatCpf(onlyDigits(value));
}

/**
 * The entity's `cnpj` field holds a CNPJ or a CPF (§3): 11 digits are a CPF, anything else a CNPJ.
 * @example isValidCpfOrCnpj('529.982.247-25') // true
 */
export function isValidCpfOrCnpj(value: string): boolean {
  const clean = normalizeCnpj(value);
  return /^\d{11}$/.test(clean) ? isValidCpf(clean) : isValidCnpj(clean);
}

/**
 * Formats a CPF (11 digits) or a CNPJ (anything longer or with letters).
 * @example formatCpfOrCnpj('11222333000181') // '11.222.333/0001-81'
 */
export function formatCpfOrCnpj(value: string): string {
  const clean = normalizeCnpj(value);
  return /^\d{0,11}$/.test(clean) ? formatCpf(clean) : formatCnpj(clean);
}

/** Whether a CEP has 8 digits (masked or not). @example isValidCep('01310-100') // true */
export function isValidCep(value: string): boolean {
  return buIsValidCep(value);
}

/** Formats a CEP as `00000-000`. @example formatCep('01310100') // '01310-100' */
export function formatCep(value: string): string {
  return buFormatCep(onlyDigits(value));
}

/**
 * Formats a Brazilian phone with its DDD: `(11) 98765-4321` (mobile) or `(11) 3333-4444`
 * (landline). A leading country code 55 is dropped (the input accepts Brazil only, §2.10).
 * @example formatPhone('11987654321') // '(11) 98765-4321'
 */
export function formatPhone(value: string): string {
  let digits = onlyDigits(value);
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  return buFormatPhone(digits, { mask: 'nanp' });
}

/** Whether a Brazilian phone (with DDD) is valid, mobile or landline. @example isValidPhone('(11) 98765-4321') // true */
export function isValidPhone(value: string): boolean {
  return buIsValidPhone(value);
}
