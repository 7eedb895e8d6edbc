// Cleared marks keep their arrays up to this many ids (1 MiB); past it they are given back.
const KEPT_IDS = 2 ** 17;
const FIRST_LENGTH = 1024;

/**
 * A record of the index at which each id was first met in one array, for {@link duplicateItems}: two
 * typed arrays indexed by id, so marking an item allocates nothing (a `Map` per array would), and a new
 * array is begun by moving to the next round rather than by clearing, so beginning costs nothing either.
 */
export class IndexMarks {
  // The round an id was last marked in, and the index it was marked with then.
  private rounds = new Int32Array(FIRST_LENGTH);
  private indices = new Int32Array(FIRST_LENGTH);
  private round = 0;

  /** Begins a new array: every id is unmarked. */
  begin(): void {
    if (this.round === 0x7fffffff) {
      this.rounds.fill(0);
      this.round = 0;
    }
    this.round += 1;
  }

  /** Unmarks every id and gives back arrays larger than marks keep between runs. */
  clear(): void {
    if (this.rounds.length > KEPT_IDS) {
      this.rounds = new Int32Array(FIRST_LENGTH);
      this.indices = new Int32Array(FIRST_LENGTH);
      this.round = 0;
    }
    this.begin();
  }

  /** The index `id` was marked with in this array, or -1 when it was not, in which case it is marked with `index`. */
  mark(id: number, index: number): number {
    if (id >= this.rounds.length) this.grow(id);
    if (this.rounds[id] === this.round) return this.indices[id] as number;
    this.rounds[id] = this.round;
    this.indices[id] = index;
    return -1;
  }

  private grow(id: number): void {
    let length = this.rounds.length * 2;
    while (length <= id) length *= 2;
    const rounds = new Int32Array(length);
    const indices = new Int32Array(length);
    rounds.set(this.rounds);
    indices.set(this.indices);
    this.rounds = rounds;
    this.indices = indices;
  }
}
