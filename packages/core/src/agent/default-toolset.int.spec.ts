import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { container } from "tsyringe";
import { setUpContainer, pick } from "../__fixtures__/di-container";
import { MailingDesk, OrderDesk, OrdersRepo } from "../__fixtures__/di-agents";
import { withContext } from "../context/request-context";

afterAll(() => container.reset());

describe("the default toolset", () => {
  it("offers the agent's own methods as tools, bound to it, minus the caller and the choices", async () => {
    const runtime = setUpContainer(
      new ScriptedRuntime([{ toolCalls: [{ name: "lookup", args: { orderId: "A7" } }] }, pick("done")]),
    );
    const desk = container.resolve(OrderDesk);
    await expect(withContext({ customerId: "c" }, () => desk.handle("refund A7"))).resolves.toBe("DONE");
    expect(runtime.requests[0].tools).toEqual(["lookup"]);
    expect(runtime.requests[1].messages[2]).toMatchObject({ role: "tool", content: '{"orderId":"A7","tenant":"root"}' });
  });

  it("is resolved per agent: two agents on one runtime each get their own methods and values", async () => {
    const runtime = setUpContainer(
      new ScriptedRuntime((request) => {
        const last = request.messages[request.messages.length - 1];
        return last.role === "tool" ? last.content : { toolCalls: [{ name: "lookup", args: { orderId: "A" } }] };
      }),
    );
    const desks = ["t1", "t2"].map((tenant) => {
      const child = container.createChildContainer();
      child.register(OrdersRepo, { useValue: new OrdersRepo(tenant) });
      return child.resolve(OrderDesk);
    });
    const replies = await Promise.all(desks.map((desk) => desk.exec("Work.", { toolset: "default", context: { customerId: "c" } })));
    expect(replies).toEqual(['{"orderId":"A","tenant":"t1"}', '{"orderId":"A","tenant":"t2"}']);
    expect(runtime.requests[0].tools).toEqual(["lookup", "whoAmI", "handle"]);
    expect(runtime.toolsetNames).toEqual([]);
  });

  it("merges with explicit tools and keeps other toolset names for the runtime", async () => {
    const runtime = setUpContainer(new ScriptedRuntime(["ok"]));
    const mailing = container.resolve(MailingDesk);
    runtime.registerToolset("mail", [mailing.note]);
    const desk = container.resolve(OrderDesk);
    await desk.exec("Work.", { toolset: ["default", "mail"], tools: [desk.lookup], context: { customerId: "c" } });
    expect(runtime.requests[0].tools).toEqual(["lookup", "whoAmI", "handle", "note"]);
  });
});
