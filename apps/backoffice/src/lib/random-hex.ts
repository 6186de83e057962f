/**
 * `bytes` random bytes in hex, from `crypto.getRandomValues`: `randomUUID` is given only to secure
 * contexts, and an app opened over plain HTTP on a school's network has none.
 * @example randomHex(4) // '9f03a1c7'
 */
export function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}
