/**
 * A bounded in-memory store of answers, each kept with the change version (db/changes.ts) it was
 * computed under and returned only while that version is current. Least recently used entries
 * go first when it is full.
 */
export class AnswerCache<V> {
  private readonly entries = new Map<string, { version: number; value: V }>();

  constructor(private readonly max: number) {}

  get(key: string, version: number | null): V | undefined {
    if (version === null) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under the version read BEFORE computing it (a write since then outdates it). */
  set(key: string, version: number | null, value: V): void {
    if (version === null) return;
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }
}
