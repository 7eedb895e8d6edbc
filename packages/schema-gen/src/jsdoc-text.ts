import { ts } from "./compiler-api";

/** What the JSDoc block of a declaration says: its summary and the `@param` text for each parameter. */
export interface DocText {
  /** The comment text before the first tag, trimmed; absent when empty. */
  readonly summary?: string;
  /** `@param` descriptions by parameter name (a leading TSDoc `- ` removed). */
  readonly params: ReadonlyMap<string, string>;
}

const EMPTY: DocText = { params: new Map() };

/**
 * Reads the JSDoc block closest to `host` (a method, a function, or the variable statement holding
 * one — TypeScript attaches a `const f = …` statement's comment to its initializer too).
 */
export function readDocText(host: ts.Node): DocText {
  const blocks = ts.getJSDocCommentsAndTags(host).filter(ts.isJSDoc);
  const doc = blocks[blocks.length - 1];
  if (!doc) return EMPTY;
  const params = new Map<string, string>();
  for (const tag of doc.tags ?? []) {
    if (!ts.isJSDocParameterTag(tag)) continue;
    const text = cleanText(tag.comment)?.replace(/^-\s*/, "");
    const name = ts.isIdentifier(tag.name) ? tag.name.text : tag.name.getText();
    if (text) params.set(name, text);
  }
  const summary = cleanText(doc.comment);
  return summary ? { summary, params } : { params };
}

/** Tells whether `host` has a JSDoc block at all (used to pick the first documented candidate). */
export function hasDocText(host: ts.Node): boolean {
  return ts.getJSDocCommentsAndTags(host).some(ts.isJSDoc);
}

function cleanText(comment: string | ts.NodeArray<ts.JSDocComment> | undefined): string | undefined {
  const text = ts.getTextOfJSDocComment(comment)?.replace(/\r\n/g, "\n").trim();
  return text ? text : undefined;
}
