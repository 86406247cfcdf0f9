/**
 * A one-entry memo keyed by the identity of an immutable value and a small integer (a seat): the
 * usual `legal`, then `apply` or `explain`, on the same state computes a derived value (a play
 * obligation) once. States are never mutated, so the identity of the state decides; the memo keeps
 * one entry, so it holds no more than the last state asked about.
 */
export class LastMemo<K extends object, V> {
  private key: K | null = null;
  private sub = -1;
  private value: V | undefined = undefined;

  constructor(private readonly compute: (key: K, sub: number) => V) {}

  /** The value for (`key`, `sub`), computed unless it was the last one asked for. */
  get(key: K, sub: number): V {
    if (key === this.key && sub === this.sub) return this.value as V;
    const value = this.compute(key, sub);
    this.key = key;
    this.sub = sub;
    this.value = value;
    return value;
  }

  /** The `sub` of the last value computed for `key`, or -1 when the last value was for another key. */
  lastSub(key: K): number {
    return key === this.key ? this.sub : -1;
  }

  /** The value last computed, when it was for (`key`, `sub`); undefined otherwise. */
  peek(key: K, sub: number): V | undefined {
    return key === this.key && sub === this.sub ? this.value : undefined;
  }
}
