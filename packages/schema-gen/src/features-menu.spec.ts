import { clearGeneratedSpecs, renderOptions } from "@agentic-ts/core";
import { loadFeatures, type LoadedFeatures } from "../__fixtures__/load-features";

// The menu the runtime renders from the specs `agentic gen` writes for __fixtures__/features: the
// generator and the menu checked together, end to end, against exact text.
let features: LoadedFeatures;

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
      'refund(orderId: string, amountCents: integer, reason?: "damaged" | "late")',
      "Issue a refund for an order.",
      "- orderId: The order to refund.",
      "- amountCents: Amount in cents.",
      'Call: {"call":"refund","args":{"orderId":"<str>","amountCents":0}}',
      "",
      "tally(count: number, exact: boolean, tags: string[], note?: string, limit?: integer)",
      "Count things up.",
      '- note: Default: "none".',
      "- limit: Default: 10.",
      'Call: {"call":"tally","args":{"count":0,"exact":false,"tags":[]}}',
      "",
      'route(priority: 1 | 2, channel: "mail" | "phone", level: 1 | 2 | 3, when: string, maybe: null | string, anything: unknown, flag?: true)',
      "Route a ticket.",
      // The Date's generated pattern is its format spelled out: the menu shows the format alone.
      "- when: format date-time.",
      'Call: {"call":"route","args":{"priority":0,"channel":"<str>","level":0,"when":"<str>","maybe":null,"anything":null}}',
    ].join("\n"),
  );
  // Context and runtime parameters are never shown.
  expect(menu).not.toMatch(/customerId|runtime/);
});

it("renders Shop.place: a DTO, interfaces, aliases, nested objects and arrays, with TJS constraints; shapes used twice declared once", () => {
  const order = "{ customer: string; items: Item[]; shipTo?: ShipTo; counts?: integer[]; discount?: integer }";
  const meta = "{ note: string; rush?: boolean; tags: string[] }";
  const itemCall = '{"sku":"<str>","quantity":0,"grams":0}';
  expect(renderOptions({ place: new features.shop.Shop().place })).toBe(
    [
      "Options:",
      "",
      'type Item = { sku: string; quantity: integer; size?: "l" | "m" | "s"; grams: integer; extra?: null | integer }',
      "- quantity: How many. ≥ 1.",
      "- size: A garment size.",
      "",
      "type ShipTo = { street: string; zip?: string }",
      "A postal address.",
      "- street: Street and number. length ≤ 80.",
      "- zip: pattern ^[0-9]{5}$.",
      "",
      `place(order: ${order}, address: ShipTo, lines: Item[], meta: ${meta}, gift?: null | boolean)`,
      "Place an order.",
      "- order: The order to place.",
      "- order.customer: length ≥ 1.",
      "- order.items: Default: [].",
      "- order.discount: Discount in percent. ≥ 0.",
      "- gift: Wrap it as a gift? Default: false.",
      `Call: {"call":"place","args":{"order":{"customer":"<str>","items":[${itemCall}]},"address":{"street":"<str>"},"lines":[${itemCall}],"meta":{"note":"<str>","tags":[]}}}`,
    ].join("\n"),
  );
});

it("renders the standalone agenticFunction wrappers from their generated specs", () => {
  const { lookup, split, ping, echo } = features.functions;
  expect(renderOptions([lookup, split, ping, echo])).toBe(
    [
      "Options:",
      "",
      "lookupOrder(orderId: string)",
      "Look an order up.",
      "- orderId: The order id.",
      'Call: {"call":"lookupOrder","args":{"orderId":"<str>"}}',
      "",
      "splitBill(people: integer, total: number)",
      "Split the bill.",
      "- people: Head count.",
      'Call: {"call":"splitBill","args":{"people":0,"total":0}}',
      "",
      "pong()",
      'Call: {"call":"pong"}',
      "",
      "echo(text: string, times?: number)",
      "Echo the text back.",
      "- times: Default: 1.",
      'Call: {"call":"echo","args":{"text":"<str>"}}',
    ].join("\n"),
  );
  expect(echo("ab", 2)).toBe("abab");
});
