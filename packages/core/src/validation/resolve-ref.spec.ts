import type { JsonSchema } from "../contracts/json-schema";
import { MAX_REF_HOPS, resolveLocalRef } from "./resolve-ref";

/** A schema whose `definitions` chain `d0` → `d1` → … → `d<hops>`, the last one a string schema. */
function chain(hops: number): JsonSchema {
  const definitions: Record<string, unknown> = {};
  for (let i = 0; i < hops; i++) definitions[`d${i}`] = { $ref: `#/definitions/d${i + 1}` };
  definitions[`d${hops}`] = { type: "string" };
  return { definitions } as JsonSchema;
}

describe("resolveLocalRef", () => {
  it(`follows a chain of up to ${MAX_REF_HOPS} hops, and gives up on a longer one`, () => {
    const within = chain(MAX_REF_HOPS);
    expect(resolveLocalRef({ $ref: "#/definitions/d1" }, within)).toEqual({ type: "string" });
    const beyond = chain(MAX_REF_HOPS + 1);
    expect(resolveLocalRef({ $ref: "#/definitions/d0" }, beyond)).toBeUndefined();
  });

  it("gives up on a cycle, a remote or a broken reference, and a malformed escape", () => {
    const root = { definitions: { a: { $ref: "#/definitions/b" }, b: { $ref: "#/definitions/a" } } } as JsonSchema;
    expect(resolveLocalRef({ $ref: "#/definitions/a" }, root)).toBeUndefined();
    expect(resolveLocalRef({ $ref: "https://example.com/s.json" }, root)).toBeUndefined();
    expect(resolveLocalRef({ $ref: "#/definitions/missing" }, root)).toBeUndefined();
    expect(resolveLocalRef({ $ref: "#/definitions/%E0%A4%A" }, root)).toBeUndefined();
  });

  it("reads JSON Pointer escapes and the root itself, and returns a schema without $ref as it is", () => {
    const root = { type: "object", $defs: { "a/b": { type: "integer" }, "c~d": { type: "boolean" } } } as JsonSchema;
    expect(resolveLocalRef({ $ref: "#/$defs/a~1b" }, root)).toEqual({ type: "integer" });
    expect(resolveLocalRef({ $ref: "#/$defs/c~0d" }, root)).toEqual({ type: "boolean" });
    expect(resolveLocalRef({ $ref: "#" }, root)).toBe(root);
    const plain = { type: "number" };
    expect(resolveLocalRef(plain, root)).toBe(plain);
    expect(resolveLocalRef("not a schema", root)).toBeUndefined();
  });
});
