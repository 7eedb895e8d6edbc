// Ids are int32 and slots are found by a 32-bit hash; past this many ids the table refuses to grow, which no
// reply inside the size limit comes near (every id is a value or member of the data).
const MAX_IDS = 2 ** 28;
// Slots probed past a value's home slot before the table gives up. With the table at most half full and a
// seeded hash, honest data needs a handful; only data built to collide needs this many, and it is refused
// rather than allowed to make every lookup walk a long run.
const MAX_PROBES = 512;
const FIRST_CAPACITY = 256;
// The words of one step in `steps`: prefix, tag, the value's low and high words, id.
const STEP = 5;
// A cleared table keeps its arrays up to this many slots (2.3 MiB, room for some 65 000 steps: a large
// reply's), so the next run starts at the size runs have needed instead of growing again; past it the
// arrays are given back.
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
  // Slot `s` is two words from `2 * s`: the step's full hash and its number in `steps` plus one (0: empty).
  // Small slots keep the probed array small (most lookups of new steps touch it alone), and the stored hash
  // settles most mismatches and lets the table grow without hashing again.
  private slots = new Int32Array(FIRST_CAPACITY * 2);
  // The steps in the order they were added, STEP words each: new steps are appended, not scattered.
  private steps = new Int32Array((FIRST_CAPACITY / 2) * STEP);
  private capacity = FIRST_CAPACITY;
  private count = 0;
  private next: number;
  // Drawn once: it never shows in what the table answers, so one per table is as good as one per run.
  private readonly seed = (Math.random() * 2 ** 32) | 0;

  /**
   * A table whose first fresh id is `firstId` (the ids below are the caller's fixed ones), which refuses a
   * step after `maxProbes` taken slots (default 512; tests reach the refusal with fewer).
   */
  constructor(
    private readonly firstId: number,
    private readonly maxProbes = MAX_PROBES,
  ) {
    this.next = Math.max(1, firstId);
  }

  /** Empties the table, for reuse: its ids start again from the first one. */
  clear(): void {
    // The size this run grew to, which the next run likely needs too: zeroing it costs what filling it did.
    // A table larger than this run needed (a large run's, kept) is made anew at this run's size instead, so
    // small runs after a large one do not each pay for zeroing the large table.
    let fit = FIRST_CAPACITY;
    while (this.count * 2 > fit) fit *= 2;
    if (fit === this.capacity && fit <= KEPT_CAPACITY) {
      if (this.count > 0) {
        this.slots.fill(0);
        // The steps hold the words of the run's numbers: nothing of a finished run's data is kept.
        this.steps.fill(0, 0, this.count * STEP);
      }
    } else {
      this.capacity = Math.min(fit, KEPT_CAPACITY);
      this.slots = new Int32Array(this.capacity * 2);
      this.steps = new Int32Array((this.capacity / 2) * STEP);
    }
    this.count = 0;
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
   * @throws RangeError past 2^28 ids, or when the step's slot cannot be found within `maxProbes` probes
   *   (only data built against the hash gets there).
   */
  step(prefix: number, tag: number, value: number): number {
    // -0 === 0, but their words differ: they must be one value.
    bits[0] = value === 0 ? 0 : value;
    const low = words[0] as number;
    const high = words[1] as number;
    const hash = this.hash(prefix, tag, low, high);
    const { slots, steps } = this;
    const mask = this.capacity - 1;
    let slot = hash & mask;
    for (let probes = 0; probes < this.maxProbes; probes += 1) {
      const taken = slots[2 * slot + 1] as number;
      if (taken === 0) return this.add(slot, hash, prefix, tag, low, high);
      if (slots[2 * slot] === hash) {
        const at = (taken - 1) * STEP;
        if (steps[at] === prefix && steps[at + 1] === tag && steps[at + 2] === low && steps[at + 3] === high) return steps[at + 4] as number;
      }
      slot = (slot + 1) & mask;
    }
    throw new RangeError("the data collides in the table that compares items");
  }

  private add(free: number, hash: number, prefix: number, tag: number, low: number, high: number): number {
    const id = this.fresh();
    let slot = free;
    // At most half full: runs of taken slots stay short.
    if ((this.count + 1) * 2 > this.capacity) {
      this.grow();
      slot = this.freeSlot(hash);
    }
    const at = this.count * STEP;
    const steps = this.steps;
    steps[at] = prefix;
    steps[at + 1] = tag;
    steps[at + 2] = low;
    steps[at + 3] = high;
    steps[at + 4] = id;
    this.count += 1;
    this.slots[2 * slot] = hash;
    this.slots[2 * slot + 1] = this.count;
    return id;
  }

  private freeSlot(hash: number): number {
    const slots = this.slots;
    const mask = this.capacity - 1;
    let slot = hash & mask;
    while (slots[2 * slot + 1] !== 0) slot = (slot + 1) & mask;
    return slot;
  }

  private grow(): void {
    const old = this.slots;
    this.capacity *= 2;
    this.slots = new Int32Array(this.capacity * 2);
    const steps = new Int32Array((this.capacity / 2) * STEP);
    steps.set(this.steps);
    this.steps = steps;
    for (let at = 0; at < old.length; at += 2) {
      const taken = old[at + 1] as number;
      if (taken === 0) continue;
      const hash = old[at] as number;
      const slot = this.freeSlot(hash);
      this.slots[2 * slot] = hash;
      this.slots[2 * slot + 1] = taken;
    }
  }

  // MurmurHash3's 32-bit mixing over the four words of the step, from the table's seed.
  private hash(prefix: number, tag: number, low: number, high: number): number {
    let hash = mix(this.seed, prefix);
    hash = mix(hash, tag);
    hash = mix(hash, low);
    hash = mix(hash, high);
    hash ^= hash >>> 16;
    hash = Math.imul(hash, 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
    return hash;
  }
}

function mix(hash: number, word: number): number {
  let k = Math.imul(word, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  const h = hash ^ k;
  return (Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64) | 0;
}
