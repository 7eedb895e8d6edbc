import { clearGeneratedSpecs, decision, DecisionError } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { loadFeatures, type LoadedFeatures } from "../__fixtures__/load-features";

// End to end with the generated specs of __fixtures__/features: Shop.place takes an OrderDto decorated
// with the real class-validator and returns the order it received.
let features: LoadedFeatures;

beforeAll(() => {
  features = loadFeatures();
});

afterAll(() => clearGeneratedSpecs());

const rest = '"address": {"street": "Main St 1"}, "lines": [], "meta": {"note": "asap", "tags": []}';
const reply = (order: string): string => `{"call": "place", "args": {"order": ${order}, ${rest}}}`;
const validOrder = '{"customer": "Ada", "items": [{"sku": "A1", "quantity": 2, "grams": 300}], "discount": 10}';

it("hands the method a real OrderDto instance built from the validated JSON", async () => {
  const shop = new features.shop.Shop();
  const runtime = new ScriptedRuntime([reply(validOrder)]);
  const order = await decision.make("Place it.", { place: shop.place }, { runtime });
  expect(order).toBeInstanceOf(features.shop.OrderDto);
  expect({ ...order }).toEqual({ customer: "Ada", items: [{ sku: "A1", quantity: 2, grams: 300 }], discount: 10, secret: "hidden" });
  expect(order.total()).toBe(7);
});

it("drops unknown fields before instantiation: a setter the DTO does not declare is never called", async () => {
  const shop = new features.shop.Shop();
  const hostile = '{"customer": "Ada", "items": [], "admin": true, "secret": "leaked", "__proto__": {"polluted": 1}}';
  const runtime = new ScriptedRuntime([reply(hostile)]);
  const order = await decision.make("Place it.", { place: shop.place }, { runtime });
  expect(order).toBeInstanceOf(features.shop.OrderDto);
  expect(features.shop.adminWrites).toEqual([]);
  expect({ ...order }).toEqual({ customer: "Ada", items: [], secret: "hidden" });
  expect(Object.keys(order)).not.toContain("admin");
  expect(order.total()).toBe(6);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

it("re-picks with class-validator's messages when the JSON passes the schema but not the decorators", async () => {
  const shop = new features.shop.Shop();
  // "Al" meets the schema's minLength 1 but not @MinLength(3); 80 meets minimum 0 but not @Max(50).
  const runtime = new ScriptedRuntime([reply('{"customer": "Al", "items": [], "discount": 80}'), reply(validOrder)]);
  const order = await decision.make("Place it.", { place: shop.place }, { runtime });
  expect(order.customer).toBe("Ada");
  const repick = runtime.requests[1].text;
  expect(repick).toContain('field "order.customer": customer must be longer than or equal to 3 characters');
  expect(repick).toContain('field "order.discount": discount must not be greater than 50');
});

it("validates the plain JSON with the generated schema first, and fails with class-validator's message when re-picks run out", async () => {
  const shop = new features.shop.Shop();
  const runtime = new ScriptedRuntime([reply('{"customer": "Ada", "items": [], "discount": -1}'), reply('{"customer": "Al", "items": []}')]);
  const error = (await decision.make("Place it.", { place: shop.place }, { runtime }).catch((e: unknown) => e)) as DecisionError;
  expect(error).toBeInstanceOf(DecisionError);
  expect(error.attempts.map((a) => a.kind)).toEqual(["bad_args", "bad_args"]);
  expect(error.attempts[0].message).toMatch(/order\.discount/);
  expect(error.attempts[0].message).not.toMatch(/greater than|class-validator/);
  expect(error.attempts[1].message).toBe('field "order.customer": customer must be longer than or equal to 3 characters');
  expect(features.shop.adminWrites).toEqual([]);
});
