import { createHash } from "node:crypto";

/** How many texts' keys are remembered (then all are forgotten and computed again). */
const MAX_REMEMBERED = 1000;

/**
 * The keys under which long recurring texts (decision menus) are kept in `trace_texts`: a hash of the
 * text, the same in every process and thread, so a batch can refer to a text before it is stored and
 * whoever stores the batch stores the text under the same key. Each text's key is computed once.
 */
export class TextKeys {
  private readonly keys = new Map<string, string>();

  /** The key of `text`: 128 bits of its SHA-256, in base64url. */
  keyOf(text: string): string {
    let key = this.keys.get(text);
    if (key === undefined) {
      if (this.keys.size >= MAX_REMEMBERED) this.keys.clear();
      key = createHash("sha256").update(text).digest("base64url").slice(0, 22);
      this.keys.set(text, key);
    }
    return key;
  }
}
