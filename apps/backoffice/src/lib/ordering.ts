/**
 * A list's `order_by` value (`titulo`, `-titulo`) as the field and direction the Refinar drawer's
 * `OrderingSelect` edits, for any resource whose orderings are `field` / `-field` (§9).
 */
export type OrderDirection = 'asc' | 'desc';

/** The field of an ordering value: `-titulo` → `titulo`. */
export type OrderField<O extends string> = O extends `-${infer F}` ? F : O;

/**
 * Splits an `order_by` value into field and direction; unset means `fallback` ascending.
 * @example splitOrderBy('-nome', 'nome') // { field: 'nome', direction: 'desc' }
 */
export function splitOrderBy<O extends string>(
  value: O | undefined,
  fallback: OrderField<O>,
): { field: OrderField<O>; direction: OrderDirection } {
  const v: string = value ?? fallback;
  const desc = v.startsWith('-');
  return { field: (desc ? v.slice(1) : v) as OrderField<O>, direction: desc ? 'desc' : 'asc' };
}

/**
 * The `order_by` value of a field and a direction, or `undefined` for the default (so it stays
 * out of the address).
 * @example joinOrderBy('nome', 'asc', 'nome') // undefined
 */
export function joinOrderBy<O extends string>(
  field: OrderField<O>,
  direction: OrderDirection,
  fallback: OrderField<O>,
): O | undefined {
  if (field === fallback && direction === 'asc') return undefined;
  return (direction === 'desc' ? `-${field}` : field) as O;
}
