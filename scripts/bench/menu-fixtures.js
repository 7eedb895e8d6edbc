"use strict";
// The menus of the menu-token benchmark that do not come from the examples: a 5-option menu as
// decision.bench uses, and a 30-function API menu with nested objects, arrays, enums, optional fields,
// defaults and constraints, its shapes (address, money, line item...) shared between functions as in
// a real service.

/** Builds the two menus from the core package passed in (dist in `npm run bench`, sources in tests). */
function buildMenus(core) {
  const { agenticFunction, jsonSchema, option } = core;
  const fn = (name, description, params, required = Object.keys(params).length) => {
    // Parameters at or after the function's length are optional: a function of `required` parameters.
    const impl = new Function(...Object.keys(params).slice(0, required), "return null;");
    return agenticFunction(impl, { name, description, params });
  };

  const five = {
    refund: fn("refund", "Issue a refund.", { orderId: "The order id", amount: Number }),
    escalate: fn("escalate", "Hand over to a human.", { summary: String }),
    lookup: fn("lookup", "Look an order up.", { orderId: String }),
    done: "DONE",
    skip: ["SKIPPED", "Pick when nothing needs doing."],
  };

  const money = {
    type: "object",
    description: "An amount of money",
    properties: {
      amountCents: { type: "integer", minimum: 0, description: "Amount in cents" },
      currency: { type: "string", enum: ["USD", "EUR", "GBP", "JPY"] },
    },
    required: ["amountCents", "currency"],
    additionalProperties: false,
  };
  const address = {
    type: "object",
    properties: {
      street: { type: "string", minLength: 1, maxLength: 200 },
      city: { type: "string" },
      zip: { type: "string", pattern: "^[0-9]{5}$", description: "Postal code" },
      country: { type: "string", minLength: 2, maxLength: 2, description: "ISO 3166 country code" },
    },
    required: ["street", "city", "country"],
    additionalProperties: false,
  };
  const lineItem = {
    type: "object",
    properties: {
      sku: { type: "string", pattern: "^[A-Z0-9-]+$" },
      quantity: { type: "integer", minimum: 1, maximum: 999, default: 1 },
      price: money,
      giftWrap: { type: "boolean" },
    },
    required: ["sku", "quantity", "price"],
    additionalProperties: false,
  };
  const contact = {
    type: "object",
    properties: {
      email: { type: "string", format: "email" },
      phone: { type: "string", pattern: "^\\+[0-9]{7,15}$" },
      preferred: { type: "string", enum: ["email", "phone", "sms"] },
    },
    required: ["email"],
    additionalProperties: false,
  };
  const dateRange = {
    type: "object",
    properties: { from: { type: "string", format: "date" }, to: { type: "string", format: "date" } },
    required: ["from", "to"],
    additionalProperties: false,
  };
  const arr = (items, extra = {}) => jsonSchema({ type: "array", items, ...extra });
  const js = (schema) => jsonSchema(schema);
  const priority = { type: "string", enum: ["low", "normal", "high", "urgent"], description: "How soon it must be handled" };
  const orderId = { type: "string", pattern: "^ORD-[0-9]{6}$", description: "The order id" };
  const customerId = { type: "string", minLength: 8, maxLength: 32, description: "The customer id" };

  const thirty = [
    fn("create_order", "Place a new order for a customer.", { customerId: js(customerId), items: arr(lineItem, { minItems: 1, maxItems: 50 }), shipTo: js(address), note: String }, 3),
    fn("cancel_order", "Cancel an order that has not shipped.", { orderId: js(orderId), reason: js({ type: "string", enum: ["customer_request", "fraud", "out_of_stock", "other"] }), note: "Free text for the log" }, 2),
    fn("refund_order", "Refund all or part of an order.", { orderId: js(orderId), amount: js(money), reason: js({ type: "string", enum: ["damaged", "late", "wrong_item", "goodwill"] }), items: arr({ type: "string" }, { uniqueItems: true, description: "SKUs refunded; all when left out" }) }, 3),
    fn("update_shipping_address", "Change where an order ships.", { orderId: js(orderId), address: js(address) }),
    fn("add_items", "Add items to an open order.", { orderId: js(orderId), items: arr(lineItem, { minItems: 1, maxItems: 20 }) }),
    fn("remove_items", "Remove items from an open order.", { orderId: js(orderId), skus: arr({ type: "string" }, { minItems: 1, uniqueItems: true }) }),
    fn("apply_coupon", "Apply a coupon code to an order.", { orderId: js(orderId), code: js({ type: "string", pattern: "^[A-Z0-9]{4,12}$" }) }),
    fn("quote_shipping", "Quote shipping for items to an address.", { items: arr(lineItem, { minItems: 1 }), to: js(address), speed: js({ type: "string", enum: ["standard", "express", "overnight"], default: "standard" }) }, 2),
    fn("track_shipment", "Track a shipment by its carrier number.", { carrier: js({ type: "string", enum: ["ups", "fedex", "usps", "dhl"] }), trackingNumber: js({ type: "string", minLength: 8, maxLength: 40 }) }),
    fn("create_customer", "Register a new customer.", { name: js({ type: "string", minLength: 1, maxLength: 120 }), contact: js(contact), billing: js(address), shipping: js(address), marketingOptIn: Boolean }, 3),
    fn("update_contact", "Update a customer's contact details.", { customerId: js(customerId), contact: js(contact) }),
    fn("find_customers", "Search customers.", { query: js({ type: "string", minLength: 2 }), limit: js({ type: "integer", minimum: 1, maximum: 100, default: 20 }), country: js({ type: "string", minLength: 2, maxLength: 2 }) }, 1),
    fn("list_orders", "List a customer's orders.", { customerId: js(customerId), status: arr({ type: "string", enum: ["open", "paid", "shipped", "delivered", "cancelled"] }, { uniqueItems: true }), period: js(dateRange), page: js({ type: "integer", minimum: 1, default: 1 }) }, 1),
    fn("open_ticket", "Open a support ticket.", { customerId: js(customerId), subject: js({ type: "string", maxLength: 140 }), body: String, priority: js(priority), orderId: js(orderId) }, 3),
    fn("reply_ticket", "Reply to a support ticket.", { ticketId: js({ type: "string", pattern: "^T-[0-9]+$" }), body: js({ type: "string", minLength: 1, maxLength: 5000 }), internal: js({ type: "boolean", default: false, description: "Visible to staff only" }) }, 2),
    fn("close_ticket", "Close a ticket with a resolution.", { ticketId: js({ type: "string", pattern: "^T-[0-9]+$" }), resolution: js({ type: "string", enum: ["solved", "duplicate", "wont_fix", "no_response"] }) }),
    fn("escalate_ticket", "Escalate a ticket to a team.", { ticketId: js({ type: "string", pattern: "^T-[0-9]+$" }), team: js({ type: "string", enum: ["billing", "logistics", "engineering", "legal"] }), priority: js(priority) }),
    fn("issue_store_credit", "Give a customer store credit.", { customerId: js(customerId), amount: js(money), expiresInDays: js({ type: "integer", minimum: 1, maximum: 365 }) }, 2),
    fn("charge_payment", "Charge a saved payment method.", { customerId: js(customerId), amount: js(money), methodId: String, statementText: js({ type: "string", maxLength: 22 }) }, 3),
    fn("set_inventory", "Set the stock of products at a warehouse.", { warehouse: js({ type: "string", enum: ["east", "west", "central"] }), levels: arr({ type: "object", properties: { sku: { type: "string" }, onHand: { type: "integer", minimum: 0 }, reorderAt: { type: "integer", minimum: 0 } }, required: ["sku", "onHand"], additionalProperties: false }, { minItems: 1, maxItems: 500 }) }),
    fn("price_products", "Change the prices of products.", { changes: arr({ type: "object", properties: { sku: { type: "string" }, price: money, effective: { type: "string", format: "date-time" } }, required: ["sku", "price"], additionalProperties: false }, { minItems: 1 }) }),
    fn("create_product", "Add a product to the catalogue.", { sku: js({ type: "string", pattern: "^[A-Z0-9-]+$" }), title: js({ type: "string", maxLength: 200 }), price: js(money), dimensions: js({ type: "object", properties: { weightGrams: { type: "integer", minimum: 1 }, lengthMm: { type: "integer" }, widthMm: { type: "integer" }, heightMm: { type: "integer" } }, required: ["weightGrams"], additionalProperties: false }), tags: arr({ type: "string" }, { maxItems: 10, uniqueItems: true }) }, 3),
    fn("schedule_pickup", "Schedule a carrier pickup.", { from: js(address), window: js(dateRange), carrier: js({ type: "string", enum: ["ups", "fedex", "usps", "dhl"] }), parcels: js({ type: "integer", minimum: 1, maximum: 50 }) }),
    fn("sales_report", "Report sales over a period.", { period: js(dateRange), groupBy: js({ type: "string", enum: ["day", "week", "month", "sku", "country"] }), currency: js({ type: "string", enum: ["USD", "EUR", "GBP", "JPY"], default: "USD" }) }, 2),
    fn("send_email", "Email a customer.", { to: js(contact), template: js({ type: "string", enum: ["order_confirmation", "shipping_update", "refund_issued", "apology"] }), variables: js({ type: "object", additionalProperties: { type: "string" }, maxProperties: 20 }) }, 2),
    fn("flag_fraud", "Flag an order as possibly fraudulent.", { orderId: js(orderId), score: js({ type: "number", minimum: 0, maximum: 1, description: "Fraud likelihood" }), signals: arr({ type: "string", enum: ["velocity", "geo_mismatch", "card_testing", "chargeback_history"] }, { minItems: 1, uniqueItems: true }) }),
    fn("merge_customers", "Merge two customer records into one.", { keepId: js(customerId), mergeId: js(customerId) }),
    fn("split_shipment", "Split an order into several shipments.", { orderId: js(orderId), shipments: arr({ type: "object", properties: { items: { type: "array", items: lineItem, minItems: 1 }, to: address }, required: ["items", "to"], additionalProperties: false }, { minItems: 2, maxItems: 5 }) }),
    fn("set_subscription", "Start, change or stop a subscription.", { customerId: js(customerId), plan: js({ type: "string", enum: ["basic", "plus", "pro"] }), interval: js({ type: "string", enum: ["monthly", "yearly"] }), price: js(money), active: Boolean }, 2),
    "nothing_to_do",
  ];
  return { five, thirty };
}

module.exports = { buildMenus };
