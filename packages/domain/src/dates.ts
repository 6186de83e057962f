/** pt-BR date formatting with date-fns. Time is always passed in: nothing here reads the clock. */
import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** A date as the API sends it (ISO string, `yyyy-MM-dd`, `yyyy-MM-dd HH:mm:ss`), a `Date`, or epoch ms. */
export type DateInput = Date | string | number;

/**
 * Reads a date; `undefined` when empty or invalid. Plain `yyyy-MM-dd` dates are local dates (no
 * UTC shift), and Laravel's `yyyy-MM-dd HH:mm:ss` is accepted.
 * @example toDate('2026-07-01')?.getDate() // 1
 */
export function toDate(value: DateInput | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date =
    value instanceof Date
      ? value
      : typeof value === 'number'
        ? new Date(value)
        : parseISO(value.trim().replace(' ', 'T'));
  return isValid(date) ? date : undefined;
}

/**
 * Formats a date in pt-BR (`dd/MM/yyyy` by default; any date-fns pattern). Empty or invalid: ''.
 * @default pattern 'dd/MM/yyyy'
 * @example formatDate('2026-12-25') // '25/12/2026'
 * @example formatDate('2026-12-25', "d 'de' MMMM") // '25 de dezembro'
 */
export function formatDate(value: DateInput | null | undefined, pattern = 'dd/MM/yyyy'): string {
  const date = toDate(value);
  return date ? format(date, pattern, { locale: ptBR }) : '';
}

/**
 * Formats a date and time in pt-BR: `dd/MM/yyyy HH:mm`.
 * @example formatDateTime('2026-12-25T08:30:00') // '25/12/2026 08:30'
 */
export function formatDateTime(value: DateInput | null | undefined): string {
  return formatDate(value, 'dd/MM/yyyy HH:mm');
}

/**
 * The entity's course expiry text (§2.10): 'Vence em dd/MM/yyyy'; '--' when there is no date.
 * @example venceEm('2027-03-01') // 'Vence em 01/03/2027'
 */
export function venceEm(value: DateInput | null | undefined): string {
  const text = formatDate(value);
  return text ? `Vence em ${text}` : '--';
}
