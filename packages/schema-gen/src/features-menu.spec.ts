import { clearGeneratedSpecs, renderOptions } from "@agentic-ts/core";
import { loadFeatures, type LoadedFeatures } from "../__fixtures__/load-features";
import { DATE_TIME_PATTERN } from "./date-time-schema";

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
      "  Issue a refund for an order.",
      "  - orderId (string): The order to refund.",
      "  - amountCents (integer): Amount in cents.",
      '  - reason (string, optional): Allowed values: "damaged", "late".',
      '  Call: {"call": "refund", "args": {"orderId": "<str>", "amountCents": 0, "reason": "<str>"}}',
      "",
      "tally(count: number, exact: boolean, tags: string[], note?: string, limit?: integer)",
      "  Count things up.",
      "  - count (number)",
      "  - exact (boolean)",
      "  - tags (string[])",
      '  - note (string, optional): Default: "none".',
      "  - limit (integer, optional): Default: 10.",
      '  Call: {"call": "tally", "args": {"count": 0, "exact": false, "tags": [], "note": "<str>", "limit": 0}}',
      "",
      'route(priority: 1 | 2, channel: "mail" | "phone", level: 1 | 2 | 3, when: string, maybe: null | string, anything: unknown, flag?: true)',
      "  Route a ticket.",
      "  - priority (number): Allowed values: 1, 2.",
      '  - channel (string): Allowed values: "mail", "phone".',
      "  - level (number): Allowed values: 1, 2, 3.",
      `  - when (string): Constraints: format date-time, pattern ${DATE_TIME_PATTERN}.`,
      "  - maybe (null | string)",
      "  - anything (unknown)",
      "  - flag (true, optional)",
      '  Call: {"call": "route", "args": {"priority": 0, "channel": "<str>", "level": 0, "when": "<str>", "maybe": null, "anything": null, "flag": true}}',
    ].join("\n"),
  );
  // Context and runtime parameters are never shown.
  expect(menu).not.toMatch(/customerId|runtime/);
});

it("renders Shop.place: a DTO, interfaces, aliases, nested objects and arrays, with TJS constraints", () => {
  const item = '{ sku: string; quantity: integer; size?: "l" | "m" | "s"; grams: integer; extra?: null | integer }';
  const address = "{ street: string; zip?: string }";
  const order = `{ customer: string; items: ${item}[]; shipTo?: ${address}; counts?: integer[]; discount?: integer }`;
  const meta = "{ note: string; rush?: boolean; tags: string[] }";
  const itemCall = '{"sku": "<str>", "quantity": 0, "size": "<str>", "grams": 0, "extra": null}';
  const addressCall = '{"street": "<str>", "zip": "<str>"}';
  expect(renderOptions({ place: new features.shop.Shop().place })).toBe(
    [
      "Options:",
      "",
      `place(order: ${order}, address: ${address}, lines: ${item}[], meta: ${meta}, gift?: null | boolean)`,
      "  Place an order.",
      `  - order (${order}): The order to place.`,
      "    - order.customer (string): Constraints: length ≥ 1.",
      `    - order.items (${item}[]): Default: [].`,
      "    - order.items[].quantity (integer): How many. Constraints: ≥ 1.",
      '    - order.items[].size (string, optional): A garment size. Allowed values: "l", "m", "s".',
      `    - order.shipTo (${address}, optional): A postal address.`,
      "    - order.shipTo.street (string): Street and number. Constraints: length ≤ 80.",
      "    - order.shipTo.zip (string, optional): Constraints: pattern ^[0-9]{5}$.",
      "    - order.discount (integer, optional): Discount in percent. Constraints: ≥ 0.",
      `  - address (${address}): A postal address.`,
      "    - address.street (string): Street and number. Constraints: length ≤ 80.",
      "    - address.zip (string, optional): Constraints: pattern ^[0-9]{5}$.",
      `  - lines (${item}[])`,
      "    - lines[].quantity (integer): How many. Constraints: ≥ 1.",
      '    - lines[].size (string, optional): A garment size. Allowed values: "l", "m", "s".',
      `  - meta (${meta})`,
      "  - gift (null | boolean, optional): Wrap it as a gift? Default: false.",
      `  Call: {"call": "place", "args": {"order": {"customer": "<str>", "items": [${itemCall}], "shipTo": ${addressCall}, "counts": [], "discount": 0}, ` +
        `"address": ${addressCall}, "lines": [${itemCall}], "meta": {"note": "<str>", "rush": false, "tags": []}, "gift": null}}`,
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
      "  Look an order up.",
      "  - orderId (string): The order id.",
      '  Call: {"call": "lookupOrder", "args": {"orderId": "<str>"}}',
      "",
      "splitBill(people: integer, total: number)",
      "  Split the bill.",
      "  - people (integer): Head count.",
      "  - total (number)",
      '  Call: {"call": "splitBill", "args": {"people": 0, "total": 0}}',
      "",
      "pong()",
      '  Call: {"call": "pong", "args": {}}',
      "",
      "echo(text: string, times?: number)",
      "  Echo the text back.",
      "  - text (string)",
      "  - times (number, optional): Default: 1.",
      '  Call: {"call": "echo", "args": {"text": "<str>", "times": 0}}',
    ].join("\n"),
  );
  expect(echo("ab", 2)).toBe("abab");
});
