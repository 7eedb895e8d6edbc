/**
 * Reads the parameter names a compiled function declares, from its source text (`fn.toString()`):
 * methods (`async`, generators, computed keys), `function`s, arrows with or without parentheses, with
 * comments, defaults (strings, templates, nested brackets) and rest parameters. A destructured
 * parameter has no name (`undefined` at its position). Returns `undefined` when the text cannot be read
 * (native code, or a default value this scanner does not follow, such as a regular expression literal).
 */
export function parameterNames(fn: Function): (string | undefined)[] | undefined {
  let text: string;
  try {
    text = Function.prototype.toString.call(fn);
  } catch {
    return undefined;
  }
  if (/\{\s*\[native code\]\s*\}\s*$/.test(text)) return undefined;
  const list = parameterList(stripComments(text));
  if (list === undefined) return undefined;
  const parts = splitTopLevel(list);
  if (parts === undefined) return undefined;
  if (parts.length === 1 && parts[0]?.trim() === "") return [];
  return parts.map((part) => {
    const head = part.trim().replace(/^\.\.\./, "").split("=")[0]?.trim() ?? "";
    return /^[A-Za-z_$][\w$]*$/.test(head) ? head : undefined;
  });
}

// The text between the parentheses of the parameter list, or a lone arrow parameter (`x => …`).
function parameterList(text: string): string | undefined {
  const arrow = /^\s*(?:async\s+)?([A-Za-z_$][\w$]*)\s*=>/.exec(text);
  if (arrow) return arrow[1];
  // A computed method key (`[key](a) {}`) holds brackets of its own; the list is the first "(" after it.
  let start = 0;
  if (/^\s*(?:async\s*)?\*?\s*\[/.test(text)) {
    const close = matchBracket(text, text.indexOf("["));
    if (close === undefined) return undefined;
    start = close + 1;
  }
  const open = text.indexOf("(", start);
  if (open < 0) return undefined;
  const close = matchBracket(text, open);
  return close === undefined ? undefined : text.slice(open + 1, close);
}

const PAIRS: Readonly<Record<string, string>> = { "(": ")", "[": "]", "{": "}" };

// The index of the bracket closing the one at `open`, skipping strings and template literals.
function matchBracket(text: string, open: number): number | undefined {
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"' || c === "'" || c === "`") {
      const end = skipString(text, i);
      if (end === undefined) return undefined;
      i = end;
    } else if (PAIRS[c]) stack.push(PAIRS[c] as string);
    else if (c === ")" || c === "]" || c === "}") {
      if (stack.pop() !== c) return undefined;
      if (stack.length === 0) return i;
    } else if (c === "/" && stack.length > 0) return undefined; // a regex or division in a default: give up
  }
  return undefined;
}

// The index of the quote closing the string or template that starts at `i` (templates may nest `${…}`).
function skipString(text: string, i: number): number | undefined {
  const quote = text[i];
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j];
    if (c === "\\") j++;
    else if (c === quote) return j;
    else if (quote === "`" && c === "$" && text[j + 1] === "{") {
      const end = matchBracket(text, j + 1);
      if (end === undefined) return undefined;
      j = end;
    }
  }
  return undefined;
}

// The list split at its top-level commas.
function splitTopLevel(list: string): string[] | undefined {
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i] as string;
    if (c === '"' || c === "'" || c === "`") {
      const end = skipString(list, i);
      if (end === undefined) return undefined;
      i = end;
    } else if (PAIRS[c]) {
      const end = matchBracket(list, i);
      if (end === undefined) return undefined;
      i = end;
    } else if (c === "/") return undefined;
    else if (c === ",") {
      parts.push(list.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(list.slice(from));
  // A trailing comma leaves an empty last part.
  if (parts.length > 1 && parts[parts.length - 1]?.trim() === "") parts.pop();
  return parts;
}

// Removes `//` and `/* */` comments outside strings and templates.
function stripComments(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"' || c === "'" || c === "`") {
      const end = skipString(text, i) ?? text.length - 1;
      out += text.slice(i, end + 1);
      i = end;
    } else if (c === "/" && text[i + 1] === "/") {
      const end = text.indexOf("\n", i);
      i = end < 0 ? text.length : end - 1;
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      out += " ";
      i = end < 0 ? text.length : end + 1;
    } else out += c;
  }
  return out;
}
