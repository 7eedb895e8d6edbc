import { terminalLine } from "../terminal-text";

/**
 * A value as one line of compact JSON for a summary, at most about `max` characters: a longer one is cut
 * and says so (`{"invoice":"I-1","no… (+312 characters)`), never silently. Control characters are escaped.
 */
export function oneLineJson(value: unknown, max: number): string {
  const text = terminalLine(JSON.stringify(value) ?? "undefined");
  if (text.length <= max) return text;
  return `${text.slice(0, max)}… (+${text.length - max} characters)`;
}

/** A text as one line (control characters escaped), cut like {@link oneLineJson} when longer than `max`. */
export function oneLineText(text: string, max: number): string {
  const line = terminalLine(text);
  return line.length <= max ? line : `${line.slice(0, max)}… (+${line.length - max} characters)`;
}
