// Ids are int32 and slots are found by a 32-bit hash; past this many ids the table refuses to grow, which no
// reply inside the size limit comes near (every id is a value or member of the data).
const MAX_IDS = 2 ** 28;
// Slots probed past a value's home slot before the table gives up. With the table at most half full and a
// seeded hash, honest data needs a handful; only data built to collide needs this many, and it is refused
// rather than allowed to make every lookup walk a long run.
const MAX_PROBES = 512;
const FIRST_CAPACITY = 256;
// The words of one slot.
const SLOT = 5;
// A cleared table keeps its array up to this many slots (2.5 MiB, room for some 65 000 steps: a large
// reply's), so the next run starts at the size runs have needed instead of growing again; past it the
// array is given back.
const KEPT_CAPACITY = 2 ** 17;

// The bits of a double, read through one shared buffer: no allocation per hash.
const bits = new Float64Array(1);
const words = new Int32Array(bits.buffer);

/**
 * A hash table from steps to ids, and the source of the ids: a step is a container's id so far (`prefix`), a
 * `tag` saying what the next member is (which key, whether it is a number) and the member's `value` (a
 * number's own value, or the id of anything else), and its id is that of the container extended by the
 * member. Kept in typed arrays with open addressing, so a lookup allocates nothing (a `Map` keyed by such a
 * triple would need a boxed or string key per step), and hashed with a seed drawn per table, so data cannot
 * be built to collide.
 */
export class StepTable {
  // Slot `s` is the five words from `s * SLOT`: prefix, tag, the value's low and high words, id. One array,
  // not one per field, so a probe reads one cache line, not five.
  private slots = new Int32Array(FIRST_CAPACITY * SLOT);
  private capacity = FIRST_CAPACITY;
  private entries = 0;
  private next: number;
  // Drawn once: it never shows in what the table answers, so one per table is as good as one per run.
  private readonly seed = (Math.random() * 2 ** 32) | 0;

  /** A table whose first fresh id is `firstId` (the ids below are the caller's fixed ones). */
  constructor(private readonly firstId: number) {
    this.next = Math.max(1, firstId);
  }

  /** Empties the table, for reuse: its ids start again from the first one. */
  clear(): void {
    // The size this run grew to, which the next run likely needs too: zeroing it costs what filling it did.
    // A table larger than this run needed (a large run's, kept) is made anew at this run's size instead, so
    // small runs after a large one do not each pay for zeroing the large table.
    let fit = FIRST_CAPACITY;
    while (this.entries * 2 > fit) fit *= 2;
    if (fit === this.capacity && fit <= KEPT_CAPACITY) {
      if (this.entries > 0) this.slots.fill(0);
    } else {
      this.capacity = Math.min(fit, KEPT_CAPACITY);
      this.slots = new Int32Array(this.capacity * SLOT);
    }
    this.entries = 0;
    this.next = Math.max(1, this.firstId);
  }

  /**
   * A new id, used by nothing so far.
   *
   * @throws RangeError past 2^28 ids (no reply holds that many values).
   */
  fresh(): number {
    if (this.next >= MAX_IDS) throw new RangeError("the data holds too many distinct values to compare items");
    this.next += 1;
    return this.next - 1;
  }

  /**
   * The id of the step `(prefix, tag, value)`, a fresh one the first time the step is taken. `0` and `-0`
   * are one value.
   *
   * @throws RangeError past 2^28 ids, or when the step's slot cannot be found within 512 probes (only data
   *   built against the hash gets there).
   */
  step(prefix: number, tag: number, value: number): number {
    // -0 === 0, but their words differ: they must be one value.
    bits[0] = value === 0 ? 0 : value;
    const low = words[0] as number;
    const high = words[1] as number;
    const slots = this.slots;
    const mask = this.capacity - 1;
    let slot = this.home(prefix, tag, low, high);
    for (let probes = 0; probes < MAX_PROBES; probes += 1) {
      const at = slot * SLOT;
      const id = slots[at + 4] as number;
      if (id === 0) return this.add(slot, prefix, tag, low, high);
      if (slots[at] === prefix && slots[at + 1] === tag && slots[at + 2] === low && slots[at + 3] === high) return id;
      slot = (slot + 1) & mask;
    }
    throw new RangeError("the data collides in the table that compares items");
  }

  private add(slot: number, prefix: number, tag: number, low: number, high: number): number {
    const id = this.fresh();
    // At most half full: runs of taken slots stay short.
    if ((this.entries + 1) * 2 > this.capacity) {
      this.grow();
      this.place(this.home(prefix, tag, low, high), prefix, tag, low, high, id);
    } else {
      this.place(slot, prefix, tag, low, high, id);
    }
    this.entries += 1;
    return id;
  }

  // Puts a step in the first free slot from `start` (the step is known not to be in the table).
  private place(start: number, prefix: number, tag: number, low: number, high: number, id: number): void {
    const slots = this.slots;
    const mask = this.capacity - 1;
    let slot = start;
    while (slots[slot * SLOT + 4] !== 0) slot = (slot + 1) & mask;
    const at = slot * SLOT;
    slots[at] = prefix;
    slots[at + 1] = tag;
    slots[at + 2] = low;
    slots[at + 3] = high;
    slots[at + 4] = id;
  }

  private grow(): void {
    const old = this.slots;
    this.capacity *= 2;
    this.slots = new Int32Array(this.capacity * SLOT);
    for (let at = 0; at < old.length; at += SLOT) {
      const id = old[at + 4] as number;
      if (id === 0) continue;
      const prefix = old[at] as number;
      const tag = old[at + 1] as number;
      const low = old[at + 2] as number;
      const high = old[at + 3] as number;
      this.place(this.home(prefix, tag, low, high), prefix, tag, low, high, id);
    }
  }

  // MurmurHash3's 32-bit mixing over the four words of the step, from the table's seed.
  private home(prefix: number, tag: number, low: number, high: number): number {
    let hash = mix(this.seed, prefix);
    hash = mix(hash, tag);
    hash = mix(hash, low);
    hash = mix(hash, high);
    hash ^= hash >>> 16;
    hash = Math.imul(hash, 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
    return hash & (this.capacity - 1);
  }
}

function mix(hash: number, word: number): number {
  let k = Math.imul(word, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  const h = hash ^ k;
  return (Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64) | 0;
}
