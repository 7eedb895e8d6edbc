import { clearGeneratedSpecs, renderOptions } from "@agentic-ts/core";
import { loadFeatures, type LoadedFeatures } from "../__fixtures__/load-features";

// The menu the runtime renders from the specs `agentic gen` writes for __fixtures__/features: the
// generator and the menu checked together, end to end, against exact text.
let features: LoadedFeatures;
const CALL = 'Call: {"call":"name","args":{...}}';

beforeAll(() => {
  features = loadFeatures();
});

afterAll(() => clearGeneratedSpecs());

it("renders Desk's methods: Int as integer, literal unions, optional parameters, JSDoc, defaults, hidden parameters", () => {
  const desk = new features.desk.Desk();
  const menu = renderOptions({ refund: desk.refund, tally: desk.tally, route: desk.route });
  expect(menu).toBe(
    [
      "Options:",
      "",
      'refund(orderId: string /* The order to refund. */, amountCents: integer /* Amount in cents. */, reason?: "damaged" | "late")',
      "Issue a refund for an order.",
      "",
      'tally(count: number, exact: boolean, tags: string[], note?: string /* Default: "none". */, limit?: integer /* Default: 10. */)',
      "Count things up.",
      "",
      // The Date's generated pattern is its format spelled out: the menu shows the format alone.
      'route(priority: 1 | 2, channel: "mail" | "phone", level: 1 | 2 | 3, when: string /* format date-time. */, maybe: null | string, anything: unknown, flag?: true)',
      "Route a ticket.",
      "",
      CALL,
    ].join("\n"),
  );
  // Context and runtime parameters are never shown.
  expect(menu).not.toMatch(/customerId|runtime/);
});

it("renders Shop.place: a DTO, interfaces, aliases, nested objects and arrays, with TJS constraints; shapes used twice declared once", () => {
  const order =
    "{ customer: string /* length ≥ 1. */; items: Item[] /* Default: []. */; shipTo?: ShipTo; counts?: integer[]; discount?: integer /* Discount in percent. ≥ 0. */ } /* The order to place. */";
  const meta = "{ note: string; rush?: boolean; tags: string[] }";
  expect(renderOptions({ place: new features.shop.Shop().place })).toBe(
    [
      "Options:",
      "",
      'type Item = { sku: string; quantity: integer /* How many. ≥ 1. */; size?: "l" | "m" | "s" /* A garment size. */; grams: integer; extra?: null | integer }',
      "",
      "type ShipTo = { street: string /* Street and number. length ≤ 80. */; zip?: string /* pattern ^[0-9]{5}$. */ }",
      "A postal address.",
      "",
      `place(order: ${order}, address: ShipTo, lines: Item[], meta: ${meta}, gift?: null | boolean /* Wrap it as a gift? Default: false. */)`,
      "Place an order.",
      "",
      CALL,
    ].join("\n"),
  );
});

it("renders the standalone agenticFunction wrappers from their generated specs", () => {
  const { lookup, split, ping, echo } = features.functions;
  expect(renderOptions([lookup, split, ping, echo])).toBe(
    [
      "Options:",
      "",
      "lookupOrder(orderId: string /* The order id. */)",
      "Look an order up.",
      "",
      "splitBill(people: integer /* Head count. */, total: number)",
      "Split the bill.",
      "",
      "pong()",
      "",
      "echo(text: string, times?: number /* Default: 1. */)",
      "Echo the text back.",
      "",
      CALL,
    ].join("\n"),
  );
  expect(echo("ab", 2)).toBe("abab");
});
