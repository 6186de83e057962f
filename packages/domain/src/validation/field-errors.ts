/**
 * A field → messages map: the same shape as the server's 422 body (`{ "nome": ["Informe o nome"] }`),
 * keyed by the wire field names of §7 (nested fields use dots: `modulos.0.nome`).
 */
export type FieldErrors = Record<string, string[]>;

/** Collects messages per field, keeping insertion order and skipping duplicates. */
export class FieldErrorsBuilder {
  readonly #errors: FieldErrors = {};

  /** Adds `message` to `field`. */
  add(field: string, message: string): this {
    const list = this.#errors[field];
    if (!list) this.#errors[field] = [message];
    else if (!list.includes(message)) list.push(message);
    return this;
  }

  /** Adds `message` to `field` when `condition` holds. */
  check(condition: boolean, field: string, message: string): this {
    return condition ? this.add(field, message) : this;
  }

  /** Adds every message of another map, optionally under a key prefix (`modulos.0`). */
  merge(errors: FieldErrors, prefix?: string): this {
    for (const [field, messages] of Object.entries(errors)) {
      for (const m of messages) this.add(prefix ? `${prefix}.${field}` : field, m);
    }
    return this;
  }

  /** The collected map (a fresh copy). */
  build(): FieldErrors {
    return Object.fromEntries(Object.entries(this.#errors).map(([k, v]) => [k, [...v]]));
  }
}

/** True when a field map holds no message. */
export function isValid(errors: FieldErrors): boolean {
  return Object.values(errors).every((m) => m.length === 0);
}

/**
 * Every message of a field map, in field order (each field's messages in order).
 * @example flattenFieldErrors({ a: ['x', 'y'], b: ['z'] }) // ['x', 'y', 'z']
 */
export function flattenFieldErrors(errors: FieldErrors): string[] {
  return Object.values(errors).flat();
}

/** Spaces, and the invisible format characters (zero-width space and joiners, BOM: `\p{Cf}`). */
const INVISIBLE = /^[\s\p{Cf}]*$/u;

/**
 * Whether a value is blank: undefined, null, or a string of nothing but spaces and invisible
 * characters. A category named with a zero-width space alone was saved: a row with no name.
 */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && INVISIBLE.test(value));
}
