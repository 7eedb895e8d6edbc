// Finds, in the raw text of a Messages API body, the `input` of each tool_use block, so it can be read
// with strict JSON rules after the lenient parse already collapsed duplicate keys. The text is known to
// be valid JSON to JSON.parse, so this only needs to find where values end; like JSON.parse, the last
// of two equal keys wins, so block i here is tool call i of the leniently parsed body.

/**
 * Returns the raw text of each `tool_use` block's `input` in `body` (a Messages API body that JSON.parse
 * accepts), in block order; `undefined` for a tool_use block without an `input`. One pass per nesting
 * level it looks into (the body, its `content` array, each block), so linear in the body's length.
 */
export function rawToolInputs(body: string): Array<string | undefined> {
  const inputs: Array<string | undefined> = [];
  const start = skipSpace(body, 0);
  if (body.charCodeAt(start) !== 123) return inputs;
  let content = -1;
  forEachMember(body, start, (key, valueStart) => {
    if (key === "content") content = valueStart;
  });
  if (content < 0 || body.charCodeAt(content) !== 91) return inputs;
  forEachElement(body, content, (blockStart) => {
    if (body.charCodeAt(blockStart) !== 123) return;
    let type: unknown;
    let input: string | undefined;
    forEachMember(body, blockStart, (key, valueStart, valueEnd) => {
      if (key === "type") type = body.charCodeAt(valueStart) === 34 ? (JSON.parse(body.slice(valueStart, valueEnd)) as unknown) : undefined;
      else if (key === "input") input = body.slice(valueStart, valueEnd);
    });
    if (type === "tool_use") inputs.push(input);
  });
  return inputs;
}

type MemberVisitor = (key: string, valueStart: number, valueEnd: number) => void;

/** Calls `visit` for each member of the object whose `{` is at `i`, with its unescaped key. */
function forEachMember(text: string, i: number, visit: MemberVisitor): void {
  i = skipSpace(text, i + 1);
  if (text.charCodeAt(i) === 125) return;
  for (;;) {
    const keyEnd = stringEnd(text, i);
    const raw = text.slice(i + 1, keyEnd - 1);
    // Keys compare after unescaping, as JSON.parse compares them ("\u0063ontent" is "content").
    const key = raw.includes("\\") ? (JSON.parse(text.slice(i, keyEnd)) as string) : raw;
    const valueStart = skipSpace(text, skipSpace(text, keyEnd) + 1);
    const valueEnd = endOfValue(text, valueStart);
    visit(key, valueStart, valueEnd);
    i = skipSpace(text, valueEnd);
    if (text.charCodeAt(i) !== 44) return;
    i = skipSpace(text, i + 1);
  }
}

/** Calls `visit` with the start of each element of the array whose `[` is at `i`. */
function forEachElement(text: string, i: number, visit: (start: number) => void): void {
  i = skipSpace(text, i + 1);
  if (text.charCodeAt(i) === 93) return;
  for (;;) {
    visit(i);
    i = skipSpace(text, endOfValue(text, i));
    if (text.charCodeAt(i) !== 44) return;
    i = skipSpace(text, i + 1);
  }
}

/** Returns the index just past the JSON value that starts at `i`. */
function endOfValue(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 34) return stringEnd(text, i);
  if (c === 123 || c === 91) {
    let depth = 0;
    while (i < text.length) {
      const ch = text.charCodeAt(i);
      if (ch === 34) {
        i = stringEnd(text, i);
        continue;
      }
      if (ch === 123 || ch === 91) depth++;
      else if ((ch === 125 || ch === 93) && --depth === 0) return i + 1;
      i++;
    }
    return i;
  }
  // A number or a literal ends at the first delimiter.
  while (i < text.length && !/[\s,\]}]/.test(text[i])) i++;
  return i;
}

/** Returns the index just past the string whose opening quote is at `i`. */
function stringEnd(text: string, i: number): number {
  for (let from = i + 1; ; ) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return text.length;
    // The quote closes the string unless an odd run of backslashes escapes it.
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

function skipSpace(text: string, i: number): number {
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) break;
    i++;
  }
  return i;
}
