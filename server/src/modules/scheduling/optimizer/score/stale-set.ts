/**
 * Keys (family days, teams) a placement made stale, each listed once until taken: the state
 * recounts them when its cost is next read, not at every step of a move.
 */
export class StaleSet {
  private readonly keys: Int32Array;
  private readonly marked: Uint8Array;
  private size = 0;

  constructor(keyCount: number) {
    this.keys = new Int32Array(keyCount);
    this.marked = new Uint8Array(keyCount);
  }

  mark(key: number): void {
    if (this.marked[key]) return;
    this.marked[key] = 1;
    this.keys[this.size++] = key;
  }

  /** The next stale key, no longer marked; -1 when none is left. */
  take(): number {
    if (this.size === 0) return -1;
    const key = this.keys[--this.size]!;
    this.marked[key] = 0;
    return key;
  }
}
