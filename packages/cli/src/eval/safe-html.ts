import { escapeHtml } from "../viewer/escape-html";

/** Markup made by {@link html}: the only value {@link html} inserts as it is, without escaping it. */
export class Html {
  /** @param markup - Markup whose text parts are escaped already (never text straight from a report). */
  constructor(readonly markup: string) {}

  toString(): string {
    return this.markup;
  }
}

/** What {@link html} accepts between its literal parts: text and numbers (escaped), markup, lists of them, or nothing. */
export type HtmlValue = Html | string | number | false | null | undefined | readonly HtmlValue[];

/**
 * A template tag that builds markup: each interpolated string or number is escaped with `escapeHtml` (for
 * element content and quoted attribute values), markup from another `html` template goes in as it is, lists
 * are joined, and `false`, `null` and `undefined` leave nothing. Text from a report (case ids, prompts,
 * replies, option names: written by models and users) can so only reach the page as text.
 */
export function html(literals: TemplateStringsArray, ...values: readonly HtmlValue[]): Html {
  let markup = literals[0];
  values.forEach((value, i) => {
    markup += render(value) + literals[i + 1];
  });
  return new Html(markup);
}

function render(value: HtmlValue): string {
  if (value instanceof Html) return value.markup;
  if (typeof value === "string" || typeof value === "number") return escapeHtml(String(value));
  if (value === false || value === null || value === undefined) return "";
  return value.map(render).join("");
}
