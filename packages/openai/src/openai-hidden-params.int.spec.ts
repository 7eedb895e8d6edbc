import "reflect-metadata";
import { decision } from "@agentic-ts/core";
import { DeskAgent, pick } from "./__fixtures__/desk-agent";
import { useLoopback } from "./__fixtures__/loopback-setup";

const loop = useLoopback();
const SECRET = "cust-SECRET-8841";

describe("hidden parameters never reach the model", () => {
  it("keeps @ContextParam values and names out of every decision request, even on a re-pick", async () => {
    loop.server.script({ reply: { text: "refund it" } }, { reply: { text: pick("refund", { orderId: "A-1", amountCents: 100 }) } });
    const runtime = loop.runtime();
    const agent = new DeskAgent(runtime);
    const result = await decision.make("Handle it.", { refund: agent.issueRefund, lookup: agent.lookupOrder }, {
      runtime,
      context: { customerId: SECRET },
    });
    expect(result).toMatchObject({ customerId: SECRET });
    expect(loop.server.requests).toHaveLength(2);
    for (const request of loop.server.requests) {
      expect(request.rawBody).not.toContain(SECRET);
      expect(request.rawBody).not.toContain("customerId");
      expect(request.rawBody).not.toMatch(/"runtime"/);
    }
  });

  it("keeps them out of tool definitions and every later request, and discards a value the model tries to supply", async () => {
    loop.server.script(
      { reply: { toolCalls: [{ name: "lookupOrder", args: { orderId: "B-2", customerId: "EVIL" } }] } },
      { reply: { text: pick("refund", { orderId: "B-2", amountCents: 900, customerId: "EVIL" }) } },
    );
    const runtime = loop.runtime();
    const agent = new DeskAgent(runtime);
    const result = await runtime.exec("B-2 is missing.", {
      tools: [agent.lookupOrder],
      choices: { refund: agent.issueRefund },
      context: { customerId: SECRET },
      onText: () => undefined,
    });
    expect(result).toEqual({ refunded: "B-2", amountCents: 900, customerId: SECRET });
    expect(agent.calls).toEqual([
      { method: "lookupOrder", args: ["B-2", SECRET] },
      { method: "issueRefund", args: ["B-2", 900, SECRET] },
    ]);

    const [first] = loop.server.requests;
    expect(Object.keys(first.body?.tools[0].function.parameters.properties)).toEqual(["orderId"]);
    expect(first.rawBody).not.toContain("customerId");
    for (const request of loop.server.requests) expect(request.rawBody).not.toContain(SECRET);
  });
});
