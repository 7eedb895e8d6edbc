import * as path from "node:path";
import { fixtureDir, fixtureProgram } from "../__fixtures__/fixture-projects";
import { generateSpecsFromProgram, type GenerateSpecsResult } from "./generate-specs";
import type { GeneratedFunctionSpec } from "@agentic-ts/core";
import { DATE_TIME_PATTERN } from "./date-time-schema";

// The specs generated for __fixtures__/features, one signature at a time (the whole rendered module is
// compared byte for byte in generate-specs.spec.ts).
let result: GenerateSpecsResult;

beforeAll(() => {
  const dir = fixtureDir("features");
  result = generateSpecsFromProgram(fixtureProgram("features"), { outFile: path.join(dir, "generated", "out.ts"), cwd: dir });
});

// The fingerprint of each signature's types has a test of its own, below, and return schemas theirs in
// return-schema.spec.ts (the rendered module has both); the others compare the rest.
const withoutTypes = (spec: GeneratedFunctionSpec): GeneratedFunctionSpec => {
  if (spec === undefined) return spec;
  const { types: _types, returns: _returns, ...rest } = spec;
  return rest;
};
const method = (key: string) => withoutTypes(result.specs.methods[key]);
const fn = (key: string) => withoutTypes(result.specs.functions[key]);

it("gives every signature a fingerprint of its types (compared in signature-fingerprint.spec.ts)", () => {
  const all = [...Object.values(result.specs.methods), ...Object.values(result.specs.functions)].map((s) => s.types);
  expect(all.length).toBeGreaterThan(5);
  for (const types of all) expect(types).toMatch(/^[0-9a-f]{16}$/);
});

it("describes primitives, Int, a literal union and a context parameter, with JSDoc", () => {
  expect(method("Desk.refund")).toEqual({
    file: "../src/desk.ts",
    description: "Issue a refund for an order.",
    params: [
      {
        name: "orderId", index: 0, kind: "llm", optional: false, designType: "String", description: "The order to refund.",
        schema: { type: "string", description: "The order to refund." },
      },
      {
        name: "amountCents", index: 1, kind: "llm", optional: false, designType: "Number", description: "Amount in cents.",
        schema: { type: "integer", description: "Amount in cents." },
      },
      { name: "reason", index: 2, kind: "llm", optional: true, designType: "String", schema: { type: "string", enum: ["damaged", "late"] } },
      { name: "customerId", index: 3, kind: "context", optional: true, designType: "String" },
    ],
  });
});

it("treats undecorated parameters as llm, records defaults, and hides the runtime parameter", () => {
  expect(method("Desk.tally")).toEqual({
    file: "../src/desk.ts",
    description: "Count things up.",
    params: [
      { name: "count", index: 0, kind: "llm", optional: false, designType: "Number", schema: { type: "number" } },
      { name: "exact", index: 1, kind: "llm", optional: false, designType: "Boolean", schema: { type: "boolean" } },
      { name: "tags", index: 2, kind: "llm", optional: false, designType: "Array", schema: { type: "array", items: { type: "string" } } },
      { name: "note", index: 3, kind: "llm", optional: true, designType: "Object", schema: { type: "string", default: "none" } },
      { name: "runtime", index: 4, kind: "runtime", optional: true, designType: "Runtime" },
      { name: "limit", index: 5, kind: "llm", optional: true, designType: "Number", schema: { type: "integer", default: 10 } },
    ],
  });
});

it("describes enums, numeric literals, Date, nullable, unknown and `true`, skipping a `this` parameter", () => {
  expect(method("Desk.route")).toEqual({
    file: "../src/desk.ts",
    params: [
      { name: "priority", index: 0, kind: "llm", optional: false, designType: "Number", schema: { type: "number", enum: [1, 2] } },
      { name: "channel", index: 1, kind: "llm", optional: false, designType: "String", schema: { type: "string", enum: ["mail", "phone"] } },
      { name: "level", index: 2, kind: "llm", optional: false, designType: "Number", schema: { type: "number", enum: [1, 2, 3] } },
      { name: "when", index: 3, kind: "llm", optional: false, designType: "Date", schema: { type: "string", format: "date-time", pattern: DATE_TIME_PATTERN }, dates: [[]] },
      { name: "maybe", index: 4, kind: "llm", optional: false, designType: "Object", schema: { type: ["null", "string"] } },
      { name: "anything", index: 5, kind: "llm", optional: false, designType: "Object", schema: {} },
      { name: "flag", index: 6, kind: "llm", optional: true, designType: "Boolean", schema: { type: "boolean", const: true } },
    ],
  });
});

const address = {
  type: "object",
  description: "A postal address.",
  properties: {
    street: { type: "string", description: "Street and number.", maxLength: 80 },
    zip: { type: "string", pattern: "^[0-9]{5}$" },
  },
  required: ["street"],
  additionalProperties: false,
};

const lineItem = {
  type: "object",
  properties: {
    sku: { type: "string" },
    quantity: { type: "integer", description: "How many.", minimum: 1 },
    size: { type: "string", description: "A garment size.", enum: ["l", "m", "s"] },
    grams: { type: "integer" },
    extra: { type: ["null", "integer"] },
  },
  required: ["grams", "quantity", "sku"],
  additionalProperties: false,
};

// OrderDto: class-validator decorators, a private field, a method and a prototype-only setter add nothing.
const orderSchema = {
  type: "object",
  description: "The order to place.",
  properties: {
    customer: { type: "string", minLength: 1 },
    items: { type: "array", default: [], items: lineItem },
    shipTo: address,
    counts: { type: "array", items: { type: "integer" } },
    discount: { type: "integer", description: "Discount in percent.", minimum: 0 },
  },
  required: ["customer", "items"],
  additionalProperties: false,
};

it("describes DTO classes, interfaces, aliases, nested objects and arrays with TJS annotations and Int", () => {
  expect(method("Shop.place")).toEqual({
    file: "../src/shop.ts",
    description: "Place an order.",
    params: [
      {
        name: "order", index: 0, kind: "llm", optional: false, designType: "OrderDto", description: "The order to place.", dtoClass: "OrderDto",
        schema: orderSchema,
      },
      { name: "address", index: 1, kind: "llm", optional: false, designType: "Object", schema: address },
      { name: "lines", index: 2, kind: "llm", optional: false, designType: "Array", schema: { type: "array", items: lineItem } },
      {
        name: "meta", index: 3, kind: "llm", optional: false, designType: "Object",
        schema: {
          type: "object",
          properties: { note: { type: "string" }, rush: { type: "boolean" }, tags: { type: "array", items: { type: "string" } } },
          required: ["note", "tags"],
          additionalProperties: false,
        },
      },
      {
        name: "gift", index: 4, kind: "llm", optional: true, designType: "Object", description: "Wrap it as a gift?",
        schema: { type: ["null", "boolean"], description: "Wrap it as a gift?", default: false },
      },
    ],
  });
});

it("recognizes aliased imports of the decorators and imports from inside the core package", () => {
  expect(method("Aliased.greet")).toEqual({
    file: "../src/aliases.ts",
    description: "Greet someone.",
    params: [
      { name: "name", index: 0, kind: "llm", optional: false, designType: "String", schema: { type: "string" } },
      { name: "locale", index: 1, kind: "context", optional: false, designType: "String" },
    ],
  });
  expect(method("Aliased.wave")).toEqual({
    file: "../src/aliases.ts",
    params: [{ name: "times", index: 0, kind: "llm", optional: false, designType: "Number", schema: { type: "number" } }],
  });
});

it("describes agenticFunction wrappers, keyed by spec name, function name or variable", () => {
  expect(fn("lookupOrder")).toEqual({
    file: "../src/functions.ts",
    description: "Look an order up.",
    params: [
      {
        name: "orderId", index: 0, kind: "llm", optional: false, designType: "String", description: "The order id.",
        schema: { type: "string", description: "The order id." },
      },
    ],
  });
  expect(fn("splitBill")).toEqual({
    file: "../src/functions.ts",
    description: "Split the bill.",
    params: [
      {
        name: "people", index: 0, kind: "llm", optional: false, designType: "Number", description: "Head count.",
        schema: { type: "integer", description: "Head count." },
      },
      { name: "total", index: 1, kind: "llm", optional: false, designType: "Number", schema: { type: "number" } },
    ],
  });
  expect(fn("pong")).toEqual({ file: "../src/functions.ts", params: [] });
  // An unannotated parameter with a default takes the default's type (not the contextual `any`).
  expect(fn("echo")).toEqual({
    file: "../src/functions.ts",
    description: "Echo the text back.",
    params: [
      { name: "text", index: 0, kind: "llm", optional: false, designType: "String", schema: { type: "string" } },
      { name: "times", index: 1, kind: "llm", optional: true, designType: "Object", schema: { type: "number", default: 1 } },
    ],
  });
});

it("describes a DTO decorated with the real class-validator as the plain, closed schema of its declared properties", () => {
  const [order] = method("Shop.place").params;
  expect(order).toEqual({
    name: "order", index: 0, kind: "llm", optional: false, designType: "OrderDto", description: "The order to place.", dtoClass: "OrderDto",
    schema: orderSchema,
  });
  // @IsString/@MinLength(3)/@Max(50) are checked by class-validator at run time, not copied into the schema.
  expect(Object.keys(order.schema?.properties ?? {})).toEqual(["customer", "items", "shipTo", "counts", "discount"]);
});
