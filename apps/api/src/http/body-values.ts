/**
 * How many values a JSON body holds, counted only as far as the limit. Within the byte limit a
 * body can still hold millions of tiny values (`[1,1,1,…]`, 2.4 million in 4.8 MB), and every
 * later step walks them all on the one thread that answers every request: an attacker probe
 * held the server for 5–14 s with one such body, before any route could refuse it.
 */

/**
 * The most values a JSON body may hold: every object, array, text, number, boolean and null
 * counts one. The largest body the contract takes in practice is a course of 2,000 subjects (its
 * limit) with their modules and several materials each, well under this.
 */
export const BODY_VALUES_MAX = 200_000;

/**
 * Whether `value` holds more than `max` values. Stops at the first value past `max`, so it costs
 * at most `max` steps whatever it is given; walks with a list, not recursion.
 * @example hasMoreValuesThan({ a: [1, 2] }, 3) // true: the object, the array and two numbers
 */
export function hasMoreValuesThan(value: unknown, max: number): boolean {
  let count = 1;
  if (count > max) return true;
  const pending: object[] = [];
  if (typeof value === 'object' && value !== null) pending.push(value);
  while (pending.length > 0) {
    const node = pending.pop()!;
    const children: unknown[] = Array.isArray(node) ? node : Object.values(node);
    for (const child of children) {
      if (++count > max) return true;
      if (typeof child === 'object' && child !== null) pending.push(child);
    }
  }
  return false;
}
