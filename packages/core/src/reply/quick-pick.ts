// Internal to reply/: the commonest short replies settled without the pass's machinery: prose without braces
// or brackets, one pick (fenced, or bare: a reply that is only the pick, as in JSON mode), prose without
// braces or brackets. Its fixed costs (the pass's objects, the start search, the guess's bookkeeping) were
// about a third of a 200-byte reply's extraction.
import { parseShortNatively } from "./native-strict-parse";
import { skipWhitespace } from "./json-scanner";
import { hasCallKey } from "./pick-scan";
import { closeBefore } from "./span-guess";

/** The longest reply tried: past it the fixed costs do not matter, and a span that fails to parse costs twice. */
export const QUICK_REPLY_LENGTH = 4096;

/** The pick {@link quickPick} found: its value and the length of its text. */
export interface QuickPick {
  readonly value: Record<string, unknown>;
  readonly textLength: number;
}

/**
 * The pick of `reply` when the reply is the plain shape the full pass would settle with one native guess and
 * nothing else: its first '{' (no '[' before it) opens a key, the span up to the '}' before the next fence
 * (or, with no fence after the '{', up to the reply's last '}') parses as strict JSON with a call key, and no
 * '{' or '[' follows that '}'. Else null, and the full pass decides (then the same span may be parsed again,
 * which is why only short replies are tried).
 *
 * The answer is exactly the full pass's: the brace is its first attempt start, the fenced span (without a
 * fence, the span to the last '}', its bare guess) is its first guess, and a parsed top-level object with
 * nothing after it that could start JSON is its last candidate, with no broken pick after it and no cap or
 * budget in reach. The span is proven by the lean {@link parseShortNatively}, which also proves some strict
 * text the guess's proof leaves to the scanner (a key spaced from its colon): the scanner then accepts the
 * same span, so the answer is the same.
 */
export function quickPick(reply: string, maxDepth: number): QuickPick | null {
  if (reply.length > QUICK_REPLY_LENGTH) return null;
  const brace = reply.indexOf("{");
  if (brace < 0) return null;
  const bracket = reply.indexOf("[");
  if (bracket >= 0 && bracket < brace) return null;
  if (reply.charCodeAt(skipWhitespace(reply, brace + 1)) !== 34) return null;
  const fence = reply.indexOf("```", brace + 1);
  const close = closeBefore(reply, brace, fence < 0 ? reply.length : fence);
  if (close <= brace || reply.indexOf("{", close + 1) >= 0) return null;
  if (bracket > close || (bracket >= 0 && reply.indexOf("[", close + 1) >= 0)) return null;
  const value = parseShortNatively(reply.slice(brace, close + 1), maxDepth);
  if (value === undefined || !hasCallKey(value)) return null;
  return { value: value as Record<string, unknown>, textLength: close + 1 - brace };
}
