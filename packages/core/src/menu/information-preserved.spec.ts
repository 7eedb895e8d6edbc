import fc from "fast-check";
import { objectSchemaArb, schemaArb } from "../__fixtures__/schema-arbitraries";
import * as core from "../index";
import type { JsonSchema } from "../contracts/json-schema";
import { normalizeOptions } from "../options/normalize-options";
import { specced } from "../options/__fixtures__/specced";
import type { OptionSpec } from "../options/option-spec";
import { constraintNotes } from "./constraint-notes";
import { oneLine } from "./one-line";
import { renderOptions } from "./render-options";
import { renderType } from "./render-type";
import { isSchema, propertiesOf, requiredOf, unionOf } from "./schema-walk";
import { expectContains } from "../__fixtures__/cheap-expect";

// The 30-function API menu of the token benchmark: shared shapes, enums, formats, patterns, defaults.
const { buildMenus } = require("../../../../scripts/bench/menu-fixtures") as { buildMenus(c: typeof core): { five: object; thirty: unknown[] } };

/** Every fact a schema states, as the text the menu must contain for it. */
function factsOf(schema: unknown, out: string[], depth = 0): string[] {
  if (!isSchema(schema) || depth > 8) return out;
  const required = requiredOf(schema);
  for (const [key, sub] of propertiesOf(schema)) {
    out.push(`${key}${required.has(key) ? "" : "?"}: `);
    factsOf(sub, out, depth + 1);
  }
  const description = oneLine(typeof schema.description === "string" ? schema.description : undefined);
  if (description) out.push(description);
  for (const value of Array.isArray(schema.enum) ? schema.enum : []) out.push(JSON.stringify(value));
  out.push(...constraintNotes(schema));
  if (schema.default !== undefined) out.push(`Default: ${JSON.stringify(schema.default)}`);
  for (const member of [schema.items, schema.additionalProperties, ...(unionOf(schema) ?? [])]) factsOf(member, out, depth + 1);
  return out;
}

// The menu with every named type replaced by its declaration, so that each signature reads as if
// written inline: what the model learns from the names is exactly what the inline types say.
function expandNames(menu: string): string {
  const declarations = [...menu.matchAll(/^type (\w+) = (.*)$/gm)].map(([, name, body]) => [name, body] as const);
  let text = menu.replace(/^type .*$/gm, "");
  for (let round = 0; round <= declarations.length; round++) {
    for (const [name, body] of declarations) {
      // A union or intersection is parenthesized before `[]`, as the inline renderer writes it.
      text = text.replace(new RegExp(`\\b${name}\\b(\\[\\])?`, "g"), (_, brackets?: string) => (brackets && /[|&]/.test(body) && !/^[{(]/.test(body) ? `(${body})[]` : `${body}${brackets ?? ""}`));
    }
  }
  return withoutComments(text);
}

// The menu without the comments that follow types (their notes are facts of their own, checked by
// factsOf), and without the parentheses an item type took only because a comment followed it:
// `(string /* x */)[]` reads `string[]`, as the inline renderer writes it.
function withoutComments(text: string): string {
  let out = text.replace(/ \/\* (?:[^*]|\*(?!\/))* \*\//g, "");
  for (let at = out.indexOf("("); at >= 0; at = out.indexOf("(", at + 1)) {
    const close = unneededParenthesis(out, at);
    if (close < 0) continue;
    out = out.slice(0, at) + out.slice(at + 1, close) + out.slice(close + 1);
    // Unwrapped, the next parenthesis may stand where this one stood.
    at--;
  }
  return out;
}

// The index of the `)` matching the `(` at `open` when it is followed by `[]` and encloses no `|` or `&`
// outside brackets and string literals, else -1.
function unneededParenthesis(text: string, open: number): number {
  let depth = 0;
  let compound = false;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
    } else if ("({[<".includes(ch)) depth++;
    else if (")}]>".includes(ch) && --depth === 0) return ch === ")" && !compound && text.startsWith("[]", i + 1) ? i : -1;
    else if (depth === 1 && (ch === "|" || ch === "&")) compound = true;
  }
  return -1;
}

function inlineSignature(option: OptionSpec): string {
  const required = requiredOf(option.argsSchema);
  const params = propertiesOf(option.argsSchema).map(([key, sub]) => `${key}${required.has(key) ? "" : "?"}: ${renderType(isSchema(sub) ? sub : {})}`);
  return `${option.name}(${params.join(", ")})`;
}

function expectInformationPreserved(options: Parameters<typeof normalizeOptions>[0]): void {
  const set = normalizeOptions(options);
  const menu = renderOptions(set);
  const expanded = expandNames(menu);
  for (const option of set.options) {
    expect(menu).toMatch(new RegExp(`^${option.name}\\(`, "m"));
    const description = oneLine(option.description);
    if (description) expectContains(menu, description);
    // Names, optional markers and types: the signature, named types expanded, is the inline one.
    if (propertiesOf(option.argsSchema).length > 0) expect(expanded.split("\n")).toContain(inlineSignature(option));
    for (const fact of factsOf(option.argsSchema, [])) expectContains(menu, fact);
  }
}

describe("renderOptions: no information lost", () => {
  it("keeps every name, description, type, allowed value, constraint, optional marker and default of the 30-function menu", () => {
    const { thirty } = buildMenus(core);
    expectInformationPreserved(thirty as never);
    // The menu does name types, or this test would not be testing the names.
    expect(renderOptions(normalizeOptions(thirty as never))).toMatch(/^type ShipTo = \{ street: string\b/m);
  });

  it("keeps them for random menus of nested, repeated and optional schemas", () => {
    const param = fc.record({ schema: schemaArb(3), required: fc.boolean() });
    const optionArb = fc.record({
      params: fc.uniqueArray(fc.tuple(fc.constantFrom("a", "b", "items", "note", "steps"), param), { maxLength: 4, selector: ([key]) => key }),
      description: fc.option(fc.constantFrom("Do it.", "Pick when it is done."), { nil: undefined }),
    });
    // Shapes repeat across options, as in real menus, so that some get named.
    const shared = objectSchemaArb(schemaArb(1));
    fc.assert(
      fc.property(fc.array(optionArb, { minLength: 1, maxLength: 4 }), shared, (specs, common) => {
        const options = specs.map(({ params, description }, i) => {
          const all = [...params, ["common", { schema: common, required: i % 2 === 0 }] as const];
          return specced(() => null, {
            name: `option_${i}`,
            description,
            params: all.map(([name, p], index) => ({ index, source: "llm" as const, name, required: p.required, schema: p.schema as JsonSchema })),
          });
        });
        expectInformationPreserved(options);
      }),
      { numRuns: 150 },
    );
  });
});
