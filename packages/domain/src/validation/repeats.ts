/**
 * "Sent twice" in one save body: the returned check is called with each key in order and answers
 * whether that key came before, so the later places are the ones refused. Only numbers count
 * (existing ids, weekdays): a temporary id is a new item, and anything else is the schema's to
 * refuse. Internal to the validators (not exported by the package).
 */
export function seenBefore(): (key: unknown) => boolean {
  const seen = new Set<number>();
  return (key) => {
    if (typeof key !== 'number') return false;
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  };
}
