import { AgenticError } from "../errors/agentic-error";
import { AgenticTypeError } from "../errors/agentic-type-error";
import { ConfigurationError } from "../errors/configuration-error";
import { fieldToSchema, shapeToSchema } from "./field-to-schema";
import { Int } from "./int";
import { jsonSchema } from "./json-schema-field";

const closed = (properties: Record<string, unknown>) => ({
  type: "object",
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

describe("fieldToSchema: constructors and strings", () => {
  it.each([
    ["String", String, { type: "string" }],
    ["Number", Number, { type: "number" }],
    ["Int", Int, { type: "integer" }],
    ["Boolean", Boolean, { type: "boolean" }],
    ["Array", Array, { type: "array" }],
    ["Object", Object, { type: "object" }],
  ])("compiles %s", (_label, field, expected) => {
    expect(fieldToSchema(field, "x")).toEqual(expected);
  });

  it("reads a string as the description of a string field", () => {
    expect(fieldToSchema("The reason", "reason")).toEqual({ type: "string", description: "The reason" });
  });

  it("reads the empty string as a plain string field", () => {
    expect(fieldToSchema("", "x")).toEqual({ type: "string" });
  });

  it("freezes the Int marker and prints it readably", () => {
    expect(Object.isFrozen(Int)).toBe(true);
    expect(String(Int)).toBe("Int");
  });
});

describe("fieldToSchema: lists", () => {
  it("compiles [item] as a list of item", () => {
    expect(fieldToSchema([Int], "ids")).toEqual({ type: "array", items: { type: "integer" } });
  });

  it("compiles the spec's nested plan: [{ action: String, target: String }]", () => {
    expect(fieldToSchema([{ action: String, target: String }], "steps")).toEqual({
      type: "array",
      items: closed({ action: { type: "string" }, target: { type: "string" } }),
    });
  });

  it("caveat 1: [String, Number] throws a TypeError naming the path and the fix", () => {
    const attempt = () => fieldToSchema({ pair: [String, Number] }, "payload");
    expect(attempt).toThrow(TypeError);
    expect(attempt).toThrow(AgenticTypeError);
    expect(attempt).toThrow(/Schema field "payload\.pair" is a list with 2 items.*exactly one item template: write \[item\]/);
    try {
      attempt();
    } catch (error) {
      expect(error).toBeInstanceOf(AgenticError);
    }
  });

  it("throws a TypeError for the empty list too", () => {
    expect(() => fieldToSchema([], "tags")).toThrow(new AgenticTypeError(
      'Schema field "tags" is a list with 0 items, but a list schema takes exactly one item template: ' +
        "write [item], e.g. [String] or [{ name: String }]. For a tuple use jsonSchema({...}).",
    ));
  });
});

describe("fieldToSchema: nested objects and meta-specs", () => {
  it("compiles a nested dict as a closed object whose every key is required, at every level", () => {
    expect(fieldToSchema({ who: { name: String, age: Int }, ok: Boolean }, "p")).toEqual(
      closed({ who: closed({ name: { type: "string" }, age: { type: "integer" } }), ok: { type: "boolean" } }),
    );
  });

  it("caveat 2: a dict whose keys all lie in the meta set is a meta-spec", () => {
    expect(fieldToSchema({ type: Int, description: "How many" }, "n")).toEqual({ type: "integer", description: "How many" });
    expect(fieldToSchema({ description: "Free text" }, "t")).toEqual({ type: "string", description: "Free text" });
  });

  it("caveat 2: a nested object needs one key outside the meta set (or { type: Object, fields })", () => {
    expect(fieldToSchema({ type: String, label: String }, "x")).toEqual(closed({ type: { type: "string" }, label: { type: "string" } }));
    expect(fieldToSchema({ type: Object, fields: { type: String, description: String } }, "x")).toEqual(
      closed({ type: { type: "string" }, description: { type: "string" } }),
    );
    expect(() => fieldToSchema({ type: String, description: String }, "x")).toThrow(
      /a meta-spec's "description" must be a string.*for a nested object with such field names write \{ type: Object, fields/,
    );
  });

  it("compiles options to an enum checked against the type", () => {
    expect(fieldToSchema({ options: ["damaged", "late"], description: "Why" }, "reason")).toEqual({
      type: "string",
      description: "Why",
      enum: ["damaged", "late"],
    });
    expect(fieldToSchema({ type: Int, options: [1, 2, 3] }, "n")).toEqual({ type: "integer", enum: [1, 2, 3] });
    expect(fieldToSchema({ type: Boolean, options: [true] }, "b")).toEqual({ type: "boolean", enum: [true] });
    expect(() => fieldToSchema({ options: [1, 2] }, "n")).toThrow(/option the number 1 is not a string/);
    expect(() => fieldToSchema({ type: Int, options: [1.5] }, "n")).toThrow(/is not an integer/);
    expect(() => fieldToSchema({ options: [] }, "n")).toThrow(/"options" must be a non-empty list/);
    expect(() => fieldToSchema({ options: ["a", "a"] }, "n")).toThrow(/listed twice/);
    expect(() => fieldToSchema({ type: Array, options: ["a"] }, "n")).toThrow(/apply only to String, Number, Int or Boolean/);
    expect(() => fieldToSchema({ options: [null] }, "n")).toThrow(ConfigurationError);
  });

  it("compiles fields and items meta-specs", () => {
    expect(fieldToSchema({ description: "A step", fields: { action: String } }, "s")).toEqual({
      type: "object",
      description: "A step",
      properties: { action: { type: "string" } },
      required: ["action"],
      additionalProperties: false,
    });
    expect(fieldToSchema({ type: Array, items: { options: ["a", "b"] }, description: "Tags" }, "tags")).toEqual({
      type: "array",
      description: "Tags",
      items: { type: "string", enum: ["a", "b"] },
    });
    expect(() => fieldToSchema({ type: String, items: String }, "x")).toThrow(/"type" must be Array/);
    expect(() => fieldToSchema({ type: Number, fields: { a: String } }, "x")).toThrow(/"type" must be Object/);
    expect(() => fieldToSchema({ type: Date }, "x")).toThrow(/"type" must be String, Number, Int, Boolean, Array or Object, found the function "Date"/);
  });
});

describe("fieldToSchema: raw JSON Schema", () => {
  it("deep-copies and closes object schemas that list properties", () => {
    const raw = { type: "object" as const, properties: { at: { type: "array" as const, items: { type: "object" as const, properties: { x: { type: "number" as const } } } } } };
    const compiled = fieldToSchema(jsonSchema(raw), "where");
    expect(compiled).toEqual({
      type: "object",
      properties: {
        at: { type: "array", items: { type: "object", properties: { x: { type: "number" } }, additionalProperties: false } },
      },
      additionalProperties: false,
    });
    expect(compiled).not.toBe(raw);
    expect(compiled.properties!.at).not.toBe(raw.properties.at);
    expect(raw).not.toHaveProperty("additionalProperties");
  });

  it("keeps an explicit additionalProperties and walks anyOf members", () => {
    const compiled = fieldToSchema(
      jsonSchema({ anyOf: [{ type: "object", properties: { a: { type: "string" } } }, { type: "object", properties: {}, additionalProperties: true }] }),
      "u",
    );
    expect(compiled).toEqual({
      anyOf: [
        { type: "object", properties: { a: { type: "string" } }, additionalProperties: false },
        { type: "object", properties: {}, additionalProperties: true },
      ],
    });
  });

  it("refuses property names that are Object.prototype members and non-JSON content", () => {
    expect(() => fieldToSchema(jsonSchema(JSON.parse('{"type":"object","properties":{"constructor":{"type":"string"}}}')), "x")).toThrow(
      /Raw JSON Schema at "x": property "constructor" is a member of Object.prototype/,
    );
    expect(() => fieldToSchema(jsonSchema({ type: "string", default: new Date(0) }), "x")).toThrow(/holds a Date, which is not JSON/);
  });

  it("refuses a cyclic raw schema instead of overflowing the stack", () => {
    const cyclic: Record<string, unknown> = { type: "array" };
    cyclic.items = cyclic;
    expect(() => fieldToSchema(jsonSchema(cyclic as never), "x")).toThrow(/deeper than 64 levels/);
  });

  it("rejects jsonSchema() of a non-object", () => {
    expect(() => jsonSchema("string" as never)).toThrow(ConfigurationError);
  });
});

describe("fieldToSchema: anything else is a ConfigurationError naming the path and the accepted forms", () => {
  it.each([
    ["a Date", new Date(0)],
    ["the number 5", 5],
    ['the function "Map"', Map],
    ["null", null],
    ["an empty dict", {}],
    ["undefined", undefined],
  ])("rejects %s", (description, field) => {
    const attempt = () => fieldToSchema({ when: field }, "");
    expect(attempt).toThrow(ConfigurationError);
    expect(attempt).toThrow(`Schema field "when" is ${description}`);
    expect(attempt).toThrow(/Accepted: String, Number, Int, Boolean, Array, Object, a description string, \[item\]/);
  });

  it("says that a Standard Schema is only a whole payload", () => {
    const standard = { "~standard": { version: 1, vendor: "x", validate: (value: unknown) => ({ value }) } };
    expect(() => fieldToSchema(standard, "p")).toThrow(/accepted only as a schema option's whole payload/);
  });

  it("refuses a cyclic shape", () => {
    const shape: Record<string, unknown> = { a: String };
    shape.self = shape;
    expect(() => fieldToSchema(shape, "s")).toThrow(/deeper than 32 levels/);
  });

  it("prints a caller's phrase as is when it is not a field path", () => {
    expect(() => fieldToSchema(null, 'parameter "x" of refund')).toThrow(/^parameter "x" of refund is null/);
  });
});

describe("shapeToSchema and field names", () => {
  it.each(["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"])(
    "rejects the Object.prototype member %s as a field name, at any level",
    (name) => {
      const shape = JSON.parse(`{"ok": "x", "inner": {"${name}": "y"}}`) as Record<string, unknown>;
      expect(() => shapeToSchema(shape, "")).toThrow(
        `Invalid field name at "inner": "${name}" is a member of Object.prototype (like "constructor", "toString" or "__proto__"); rename it.`,
      );
    },
  );

  it("rejects field names that are not identifiers", () => {
    expect(() => shapeToSchema({ "two words": String }, "")).toThrow(/Invalid field name: "two words" is not an identifier/);
  });
});
