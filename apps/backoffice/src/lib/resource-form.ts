/**
 * The pure rules under `useResourceForm`: when a form is dirty, and how a field map (from the
 * domain's validators or a server 422) becomes the lines of the 'Avisos' alert (§2.5, §5, §8).
 * No React here, so every resource's form shares (and unit-tests) one answer.
 */
import { type FieldErrors, MESSAGES } from '@hangar/domain';

/**
 * Whether two JSON-like form values are equal: objects compared key by key whatever the key
 * order, arrays item by item in order (order is meaningful: modules, subjects). `undefined`
 * properties count as absent, as they would in a stored draft.
 * @example sameValues({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }) // true
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValues(item, b[i]));
  }
  const defined = (o: object) => Object.entries(o).filter(([, v]) => v !== undefined);
  const entriesA = defined(a);
  const mapB = new Map(defined(b));
  return (
    entriesA.length === mapB.size && entriesA.every(([k, v]) => mapB.has(k) && sameValues(v, mapB.get(k)))
  );
}

/**
 * Whether a form's values differ from the saved ones: what the unsaved-changes guard asks about
 * and what drafts are written for.
 * @example isFormDirty({ nome: 'A' }, { nome: 'A' }) // false
 */
export function isFormDirty<V>(values: V, saved: V): boolean {
  return !sameValues(values, saved);
}

/**
 * The form's values over a newer version of the record (a three-way merge by field): a field the
 * user changed since `base` (the version the form was opened on) keeps what they typed; a field
 * they left alone takes its value in `current`, so a save from there does not put back what
 * someone else changed. Fields are the values' top-level keys (a course's modules are one field).
 * @example mergeUntouched({ titulo: 'A', descricao: 'mine' }, { titulo: 'A', descricao: '' }, { titulo: 'B', descricao: '' }) // { titulo: 'B', descricao: 'mine' }
 */
export function mergeUntouched<V extends object>(values: V, base: V, current: V): V {
  const merged = { ...values };
  for (const key of Object.keys(current) as Array<keyof V>) {
    if (sameValues(values[key], base[key])) merged[key] = current[key];
  }
  return merged;
}

/** A §5 message that already says what it is about, so it needs no field label in front. */
const SELF_DESCRIBING = /^(Informe|Selecione|Adicione|Marque)\b/;

/** A value taken, said of the record it clashes with ('Já existe uma categoria com este nome'). */
const NAMES_ITS_RECORD: ReadonlySet<string> = new Set(Object.values(MESSAGES.taken));

/** A key of one item of a list ('calendarios.3.horarios.0'): its message cannot say which item. */
const LIST_ITEM = /\.\d+(\.|$)/;

/**
 * The lines of the 'Avisos' alert for a field map: messages that already say what is missing
 * ('Informe a situação do curso') are shown as they are; generic ones ('Campo obrigatório') get
 * the field's label in front ('ID do Curso: Campo obrigatório'), and so does any message about
 * one item of a list that has a label ('Quarta-feira, horário 1: Informe o início e o fim do
 * horário'), or two days' ranges left empty read as one line naming neither. Repeated lines
 * appear once.
 * @example avisoLines({ apelido: ['Campo obrigatório'] }, { apelido: 'ID do Curso' }) // ['ID do Curso: Campo obrigatório']
 */
export function avisoLines(errors: FieldErrors, labels: Readonly<Record<string, string>> = {}): string[] {
  const lines: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const label = labels[field];
    for (const message of messages) {
      const line =
        label &&
        !message.includes(label) &&
        (LIST_ITEM.test(field) || !(SELF_DESCRIBING.test(message) || NAMES_ITS_RECORD.has(message)))
          ? `${label}: ${message}`
          : message;
      if (!lines.includes(line)) lines.push(line);
    }
  }
  return lines;
}

/** The value at a field map's key in a form's values ('modulos.0.nome' → values.modulos[0].nome). */
function valueAt(values: unknown, key: string): unknown {
  let at: unknown = values;
  for (const part of key.split('.')) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/**
 * The fields of a refused save whose messages still stand: those whose value is still the one
 * that was refused (`refused`, the values sent). A field the person has changed since loses its
 * message, and its line in 'Avisos', until the next SALVAR checks it again: a message beside a
 * value it no longer describes ('Imagem não encontrada' beside the new image) misleads. A key the
 * values do not hold (a server-only field) stands until then.
 * @example standingErrorKeys({ nome: ['Campo obrigatório'] }, { nome: '' }, { nome: 'Ana' }) // []
 */
export function standingErrorKeys(errors: FieldErrors, refused: unknown, values: unknown): string[] {
  return Object.keys(errors).filter((key) => sameValues(valueAt(refused, key), valueAt(values, key)));
}
