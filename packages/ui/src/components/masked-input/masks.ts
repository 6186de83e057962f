/**
 * Brazilian input masks for imask (the maintained masking library used by react-imask), plus
 * formatters that apply the same masks to stored values (e.g. a CNPJ in a table cell).
 *
 * CNPJ: since July 2026 the first 12 positions may hold letters (alphanumeric CNPJ); the last 2
 * check digits stay numeric. Letters are upper-cased as typed.
 */
import IMask, { type FactoryOpts, type MaskedDynamic } from 'imask';

const ALNUM = /[0-9A-Za-z]/;

/** CPF: 000.000.000-00. */
export const cpfMask = { mask: '000.000.000-00' } as const;

/** CNPJ, numeric or alphanumeric: AA.AAA.AAA/AAAA-00 (A = letter or digit). */
export const cnpjMask = {
  mask: 'XX.XXX.XXX/XXXX-00',
  definitions: { X: ALNUM },
  prepareChar: (chars: string) => chars.toUpperCase(),
};

/**
 * CPF or CNPJ in one field: a CPF while the value has only digits and at most 11 of them, a CNPJ
 * as soon as there is a 12th character or any letter.
 */
export const cpfCnpjMask: FactoryOpts = {
  mask: [cpfMask, cnpjMask],
  dispatch: (appended: string, dynamicMasked: MaskedDynamic) => {
    const raw = `${dynamicMasked.unmaskedValue}${appended}`.replace(/[^0-9A-Za-z]/g, '');
    const isCnpj = /[A-Za-z]/.test(raw) || raw.length > 11;
    return dynamicMasked.compiledMasks[isCnpj ? 1 : 0]!;
  },
} as FactoryOpts;

/** CEP: 00000-000. */
export const cepMask: FactoryOpts = { mask: '00000-000' };

/**
 * Brazilian phone: (00) 0000-0000 for landlines, (00) 00000-0000 for mobiles. A number pasted with
 * Brazil's country code ('+55 11 98765-4321', as messaging apps copy it) loses the 55, as the
 * domain's `formatPhone` does: more than 11 digits cannot be a number of its own, and keeping the
 * 55 made it the DDD of a wrong number. A number typed with a '+' keeps its country code in view
 * (+00 (00) 00000-0000) and in the unmasked value, '+' included, so that `phoneValue` can drop
 * Brazil's and leave any other country's for the domain to refuse.
 */
export const phoneMask: FactoryOpts = {
  mask: [
    { mask: '(00) 0000-0000' },
    { mask: '(00) 00000-0000' },
    { mask: '{+}00 (00) 0000-0000' },
    { mask: '{+}00 (00) 00000-0000' },
  ],
  prepare: (chunk: string) => {
    const digits = chunk.replace(/\D/g, '');
    return digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : chunk;
  },
  dispatch: (appended: string, dynamicMasked: MaskedDynamic) => {
    const typed = `${dynamicMasked.value}${appended}`;
    const international = typed.trimStart().startsWith('+');
    const digits = typed.replace(/\D/g, '').length - (international ? 2 : 0);
    return dynamicMasked.compiledMasks[(international ? 2 : 0) + (digits > 10 ? 1 : 0)]!;
  },
} as FactoryOpts;

/**
 * The value a phone field stores, from its mask's unmasked value: digits with the DDD; Brazil's
 * '+55' dropped; another country's code kept with its '+' (not a Brazilian number: refused).
 * @example phoneValue('+5511987654321') // '11987654321'
 */
export function phoneValue(unmasked: string): string {
  return unmasked.startsWith('+55') ? unmasked.slice(3) : unmasked;
}

function format(opts: FactoryOpts, value: string | null | undefined): string {
  if (!value) return '';
  const masked = IMask.createMask(opts);
  masked.resolve(String(value));
  return masked.value;
}

function unmask(opts: FactoryOpts, value: string | null | undefined): string {
  if (!value) return '';
  const masked = IMask.createMask(opts);
  masked.resolve(String(value));
  return masked.unmaskedValue;
}

/**
 * Formats a stored CPF or CNPJ (digits, or letters and digits).
 * @example formatCpfCnpj('12ABC345000188') // '12.ABC.345/0001-88'
 */
export const formatCpfCnpj = (value: string | null | undefined) => format(cpfCnpjMask, value);
/** @example formatCep('01310100') // '01310-100' */
export const formatCep = (value: string | null | undefined) => format(cepMask, value);
/** @example formatPhone('11987654321') // '(11) 98765-4321' */
export const formatPhone = (value: string | null | undefined) => format(phoneMask, value);

/**
 * Keeps only what the mask stores: digits (and CNPJ letters, upper-cased).
 * @example unmaskCpfCnpj('12.abc.345/0001-88') // '12ABC345000188'
 */
export const unmaskCpfCnpj = (value: string | null | undefined) => unmask(cpfCnpjMask, value);
