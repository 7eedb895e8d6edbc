"use strict";
// The baseline of restate.bench.js: the desk's run written directly on the Restate SDK, with no agentic-ts
// in it — what a team would write by hand. The same four journaled steps as the Desk agent's run (model
// call, lookup tool call, model call, refund), each a ctx.run, against the same loopback model with the
// same requests (the ticket with the option menu, the lookupOrder tool), the refund's approval rule
// checked inline. Served like serveAgents serves (h2c, one process); prints one JSON line when it listens.
//
// Started by restate.bench.js as a worker process: `OPENAI_BASE_URL=… node restate-plain-worker.js`.

const { createServer } = require("node:http2");
const restate = require("@restatedev/restate-sdk");
const OpenAI = require("openai").default;

const APPROVAL_LIMIT_CENTS = 10_000;

const LOOKUP_TOOL = {
  type: "function",
  function: {
    name: "lookupOrder",
    description: "Look an order up: its amount and delivery status.",
    parameters: {
      type: "object",
      properties: { orderId: { type: "string", description: "The order id, e.g. A-1." } },
      required: ["orderId"],
      additionalProperties: false,
    },
  },
};

// The prompt the agent renders for its exec turn, written out by hand.
const prompt = (customerId, ticket) =>
  `Handle this support ticket from customer ${customerId}. Look the order up first.\n\nTicket: ${ticket}\n\n` +
  'When you have finished the work above, end your final reply by picking the next step from the options below: one JSON object {"call": "<option name>", "args": {...}}. The JSON pick must be the last thing in your reply.\n\n' +
  "Options:\n\nrefund(orderId: string /* The order to refund. */, amountCents: integer /* Amount in cents. */)\nRefund an order to the customer.\n\n" +
  "close()\nNothing to do: close the ticket.\n\nescalate(summary: string)\nHand the ticket over to a person.\n\n" +
  'Call: {"call":"name","args":{...}}';

function lookupOrder(orderId, customerId) {
  const digits = Number(orderId.replace(/\D/g, "") || "1");
  return { orderId, customerId, amountCents: digits * 1_500, status: "delivered" };
}

// The last fenced JSON block of a reply: the model's pick.
function pickOf(text) {
  const blocks = [...text.matchAll(/```json\n([\s\S]*?)\n```/g)];
  if (blocks.length === 0) throw new restate.TerminalError(`no pick in the reply: ${text}`);
  return JSON.parse(blocks[blocks.length - 1][1]);
}

async function main() {
  const client = new OpenAI({ baseURL: process.env.OPENAI_BASE_URL, apiKey: process.env.OPENAI_API_KEY ?? "sk-loopback", maxRetries: 2 });
  const complete = async (messages) => {
    const completion = await client.chat.completions.create({ model: "bench", messages, tools: [LOOKUP_TOOL], stream: false });
    return completion.choices[0].message;
  };

  const plainDesk = restate.service({
    name: "PlainDesk",
    handlers: {
      triage: async (ctx, input) => {
        const ticket = input.args[0];
        const customerId = ctx.request().headers.get("x-customer-id");
        if (!customerId) throw new restate.TerminalError("no x-customer-id header", { errorCode: 400 });
        const messages = [{ role: "user", content: prompt(customerId, ticket) }];

        const first = await ctx.run("model", () => complete(messages));
        const call = first.tool_calls[0];
        const { orderId } = JSON.parse(call.function.arguments);
        const order = await ctx.run("lookupOrder", async () => lookupOrder(orderId, customerId));
        messages.push({ role: "assistant", content: first.content ?? null, tool_calls: first.tool_calls });
        messages.push({ role: "tool", tool_call_id: call.id, content: JSON.stringify(order) });

        const second = await ctx.run("model", () => complete(messages));
        const pick = pickOf(second.content ?? "");
        if (pick.call !== "refund") return { decision: pick.call, ...pick.args };
        if (pick.args.amountCents > APPROVAL_LIMIT_CENTS) throw new restate.TerminalError("the bench's tickets never need approval");
        return ctx.run("refund", async () => ({ refunded: pick.args.orderId, amountCents: pick.args.amountCents, customerId }));
      },
    },
  });

  const handler = restate.createEndpointHandler({ services: [plainDesk] });
  const server = createServer(handler);
  await new Promise((resolve) => server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", resolve));
  process.stdout.write(`${JSON.stringify({ event: "listening", worker: process.env.WORKER_NAME, port: server.address().port })}\n`);
  process.once("SIGTERM", () => process.exit(0));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
