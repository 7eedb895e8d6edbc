// Internal to reply/: not exported from the package index.
import { formatScanError, OBJECT, ScanError, type ScanErrorCode, type ScanFailure } from "./scan-error";

// Below this many keys a linear search beats allocating a Set; most model-written objects are small.
const LINEAR_KEY_LIMIT = 8;
// The characters a string may not hold raw, or only as a high-low pair: control characters and surrogates.
const UNCHECKED = /[\x00-\x1f\ud800-\udfff]/g;

/**
 * The reusable state of strict JSON scans over one text: the caps they enforce, the container stack,
 * and why the last scan stopped when it failed.
 *
 * One instance serves every attempt over one reply, so a scan allocates nothing per container beyond
 * the keys it must remember for duplicate detection.
 */
export class JsonScan {
  /** The text every scan of this instance reads. */
  readonly text: string;
  /** The deepest nesting allowed; one more level fails the scan with {@link depthExceeded} set. */
  readonly maxDepth: number;
  /** Keys to watch for at depth 1 (the scanned object's own keys); `null` watches nothing. */
  readonly watchKeys: readonly string[] | null;

  /** Why the last scan failed ({@link ScanError.None} after a success). */
  code: ScanErrorCode = ScanError.None;
  /** The index of the character where the last scan failed. */
  at = 0;
  /** Detail for the message: the container kind, the depth cap or a number's end. */
  aux = 0;
  /**
   * The key a duplicate-key or missing-colon failure is about: its decoded text, or "" while
   * {@link keyFrom} says where its unescaped text lies (the string is made only for a message).
   */
  key = "";
  /** Where the unescaped text of the failure's key starts, or -1 when {@link key} holds it. */
  keyFrom = -1;
  /** Where the unescaped text of the failure's key ends. */
  keyTo = 0;
  /** Whether the last scan failed because it nested deeper than {@link maxDepth}. */
  depthExceeded = false;
  /** Whether the last scan consumed a `:` of its outermost object (the text "looked like JSON"). */
  sawTopColon = false;
  /** Whether the last scan saw one of {@link watchKeys} as a key of its outermost object. */
  sawWatchedKey = false;
  /**
   * Starts of the nested containers (objects and arrays, the outermost excluded) the last scan opened, in
   * text order, whether they closed or not: after a failure they are the JSON nested in broken JSON. Only
   * the first {@link nestedCount} entries belong to the last scan (the array is reused, never shrunk).
   */
  readonly nested: number[] = [];
  /** How many entries of {@link nested} the last scan wrote. */
  nestedCount = 0;
  /**
   * Whether the last scan read a string that holds (or, skipped natively, may hold) a '{' or '[': only
   * then can an attempt start inside the text it read, other than at the containers it opened.
   */
  braceInString = false;
  /** Whether the string token just scanned contained a backslash escape. */
  escaped = false;
  /** Characters examined by native searches and re-checks, beyond the scanned spans (work budget). */
  extraOps = 0;

  /** Container kind per open level ({@link OBJECT} or {@link ARRAY}). */
  readonly kinds: number[] = [];
  private readonly keyLists: string[][] = [];
  private readonly keySets: (Set<string> | null)[] = [];
  private readonly keyCounts: number[] = [];
  // Per level: where the first key's text lies while its string is not made yet (-1 once it is).
  private readonly firstKeyFrom: number[] = [];
  private readonly firstKeyTo: number[] = [];
  // Cache for nextBackslash: no backslash lies in [bsFrom, bsAt), and bsAt is one (or the text end).
  private bsFrom = 0;
  private bsAt = -1;
  // The same for nextUnchecked.
  private ucFrom = 0;
  private ucAt = -1;

  constructor(text: string, maxDepth: number, watchKeys: readonly string[] | null = null) {
    this.text = text;
    this.maxDepth = maxDepth;
    this.watchKeys = watchKeys;
  }

  /** The message for the last failure, written for the model. */
  get reason(): string {
    return formatScanError(this.code, this.text, this.at, this.aux, this.failedKey());
  }

  /** Copies the last failure into `into`, so its message can be written after later scans. */
  keepFailure(into: ScanFailure): void {
    into.code = this.code;
    into.at = this.at;
    into.aux = this.aux;
    // Only two failures are about a key; the others need no string made.
    into.key = this.code === ScanError.DuplicateKey || this.code === ScanError.ExpectedColon ? this.failedKey() : "";
  }

  /** Records the key a failure is about: decoded, or (when `key` is null) the text in [from, to). */
  setFailedKey(key: string | null, from: number, to: number): void {
    this.key = key ?? "";
    this.keyFrom = key === null ? from : -1;
    this.keyTo = to;
  }

  /** The key the last failure is about. */
  private failedKey(): string {
    return this.keyFrom < 0 ? this.key : this.text.slice(this.keyFrom, this.keyTo);
  }

  /** Clears the outcome fields before a new scan. */
  begin(): void {
    this.code = ScanError.None;
    this.depthExceeded = false;
    this.sawTopColon = false;
    this.sawWatchedKey = false;
    this.nestedCount = 0;
    this.braceInString = false;
  }

  /** Records a failure and returns -1, so callers can `return scan.fail(...)`. */
  fail(code: ScanErrorCode, at: number, aux = 0): number {
    this.code = code;
    this.at = at;
    this.aux = aux;
    return -1;
  }

  /** Forgets the keys of `level`, which has just opened a new object. */
  resetKeys(level: number): void {
    this.keyCounts[level] = 0;
    this.keySets[level] = null;
  }

  /** Sets {@link sawWatchedKey} when `key` is watched (a loop: faster than `includes` on a few keys). */
  private watch(key: string): void {
    const keys = this.watchKeys as readonly string[];
    for (let k = 0; k < keys.length; k++) {
      if (keys[k] === key) {
        this.sawWatchedKey = true;
        return;
      }
    }
  }

  /** {@link watch} for the unescaped key text in [from, to), compared in place. */
  private watchText(from: number, to: number): void {
    const keys = this.watchKeys as readonly string[];
    const length = to - from;
    for (let k = 0; k < keys.length; k++) {
      if (keys[k].length === length && this.text.startsWith(keys[k], from)) {
        this.sawWatchedKey = true;
        return;
      }
    }
  }

  /** Adds a decoded key to the object open at `level`; returns false when the object already has it. */
  addKey(level: number, key: string): boolean {
    if (level === 0 && !this.sawWatchedKey && this.watchKeys !== null) this.watch(key);
    if (this.keyCounts[level] === 0) {
      this.firstKeyFrom[level] = -1;
      let list = this.keyLists[level];
      if (list === undefined) list = this.keyLists[level] = [];
      list[0] = key;
      this.keyCounts[level] = 1;
      return true;
    }
    return this.remember(level, key);
  }

  /**
   * Adds the key whose unescaped text is [from, to) to the object open at `level`, like {@link addKey}.
   * An object's first key cannot be a duplicate, so its string is only made when a second key comes:
   * most attempts in hostile replies fail before that.
   */
  addKeyText(level: number, from: number, to: number): boolean {
    if (level === 0 && !this.sawWatchedKey && this.watchKeys !== null) this.watchText(from, to);
    if (this.keyCounts[level] === 0) {
      this.firstKeyFrom[level] = from;
      this.firstKeyTo[level] = to;
      this.keyCounts[level] = 1;
      return true;
    }
    return this.remember(level, this.text.slice(from, to));
  }

  /** Adds a key to an object that has keys already; returns false when it has this one. */
  private remember(level: number, key: string): boolean {
    const set = this.keySets[level];
    if (set) {
      if (set.has(key)) return false;
      set.add(key);
      return true;
    }
    let list = this.keyLists[level];
    if (list === undefined) list = this.keyLists[level] = [];
    const first = this.firstKeyFrom[level];
    if (first >= 0) {
      list[0] = this.text.slice(first, this.firstKeyTo[level]);
      this.firstKeyFrom[level] = -1;
    }
    const count = this.keyCounts[level];
    for (let k = 0; k < count; k++) if (list[k] === key) return false;
    if (count === LINEAR_KEY_LIMIT) {
      const big = new Set<string>(list);
      big.add(key);
      this.keySets[level] = big;
      return true;
    }
    list[count] = key;
    this.keyCounts[level] = count + 1;
    return true;
  }

  /**
   * Returns the index of the first backslash at or after `i` (or the text length when there is none).
   *
   * A plain `indexOf` could run far past the string being scanned on every call, which is quadratic
   * over many attempts; the cache makes every character searched at most once going forward, and a
   * later attempt that starts further back only searches the gap up to what is already known.
   */
  nextBackslash(i: number): number {
    if (i < this.bsFrom) {
      const gap = this.text.slice(i, this.bsFrom).indexOf("\\");
      this.extraOps += this.bsFrom - i;
      if (gap >= 0) this.bsAt = i + gap;
      this.bsFrom = i;
    } else if (i > this.bsAt) {
      const at = this.text.indexOf("\\", i);
      this.bsFrom = i;
      this.bsAt = at < 0 ? this.text.length : at;
      this.extraOps += this.bsAt - i;
    }
    return this.bsAt;
  }

  /**
   * Returns the first index at or after `i` of a control character or a surrogate code unit (or the text
   * length when there is none): the only characters a string cannot be skipped over blindly. Cached like
   * {@link nextBackslash}, so every character is searched about once however many scans read it.
   */
  nextUnchecked(i: number): number {
    if (i < this.ucFrom) {
      UNCHECKED.lastIndex = 0;
      const gap = this.text.slice(i, this.ucFrom);
      if (UNCHECKED.test(gap)) this.ucAt = i + UNCHECKED.lastIndex - 1;
      this.extraOps += this.ucFrom - i;
      this.ucFrom = i;
    } else if (i > this.ucAt) {
      UNCHECKED.lastIndex = i;
      this.ucAt = UNCHECKED.test(this.text) ? UNCHECKED.lastIndex - 1 : this.text.length;
      this.extraOps += this.ucAt - i;
      this.ucFrom = i;
    }
    return this.ucAt;
  }
}
