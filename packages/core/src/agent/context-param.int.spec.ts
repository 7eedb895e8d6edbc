import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { container } from "tsyringe";
import { setUpContainer, pick } from "../__fixtures__/di-container";
import { OrderDesk, OrdersRepo, REQUEST_ID } from "../__fixtures__/di-agents";
import { ConfigurationError } from "../errors/configuration-error";
import { withContext } from "../context/request-context";

afterAll(() => container.reset());

describe("@ContextParam values from the container", () => {
  it("resolve a class token from the container, in decisions and in tool calls, whatever the model sends", async () => {
    const runtime = setUpContainer(
      new ScriptedRuntime([
        pick("lookup", { orderId: "A1", orders: "forged" }),
        { toolCalls: [{ name: "lookup", args: { orderId: "A2" } }] },
        pick("done"),
      ]),
    );
    const desk = container.resolve(OrderDesk);
    await expect(desk.decide("Pick.", { lookup: desk.lookup })).resolves.toEqual({ orderId: "A1", tenant: "root" });
    await expect(desk.exec("Work.", { tools: [desk.lookup], choices: { done: "DONE" } })).resolves.toBe("DONE");
    expect(runtime.requests[2].messages[2]).toMatchObject({ role: "tool", content: '{"orderId":"A2","tenant":"root"}' });
  });

  it("give each request its own values through a request-scoped child container", async () => {
    setUpContainer(new ScriptedRuntime(() => pick("who")));
    const serve = (id: string) => {
      const child = container.createChildContainer();
      child.register(REQUEST_ID, { useValue: id });
      child.register("customerId", { useValue: `customer-${id}` });
      const desk = child.resolve(OrderDesk);
      return desk.decide("Pick.", { who: desk.whoAmI });
    };
    await expect(serve("r1")).resolves.toEqual({ customerId: "customer-r1", requestId: "r1" });
    await expect(serve("r2")).resolves.toEqual({ customerId: "customer-r2", requestId: "r2" });
  });

  it("read a string key from the call's context, then withContext, then the container", async () => {
    setUpContainer(new ScriptedRuntime(() => pick("who")));
    const child = container.createChildContainer();
    child.register("customerId", { useValue: "from-container" });
    const desk = child.resolve(OrderDesk);
    const who = (context?: Record<string, unknown>) => desk.decide("Pick.", { who: desk.whoAmI }, { context });
    await expect(who()).resolves.toMatchObject({ customerId: "from-container" });
    await withContext({ customerId: "from-with-context" }, async () => {
      await expect(who()).resolves.toMatchObject({ customerId: "from-with-context" });
      await expect(who({ customerId: "from-call" })).resolves.toMatchObject({ customerId: "from-call" });
    });
  });

  it("fail before the model is asked when a string key is in no source", async () => {
    const runtime = setUpContainer(new ScriptedRuntime([]));
    const desk = container.resolve(OrderDesk);
    const error = (await desk.decide("Pick.", { who: desk.whoAmI }).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.message).toMatch(/"customerId".*context: \{ customerId.*withContext\(\{ customerId/);
    expect(runtime.requests).toHaveLength(0);
  });

  it("keep 200 interleaved concurrent requests apart (withContext and child container per request)", async () => {
    const sleep = () => new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 5)));
    const crossed: string[] = [];
    setUpContainer(
      new ScriptedRuntime(async (request) => {
        await sleep();
        const id = /request (\d+)/.exec(request.text)![1];
        const last = request.messages[request.messages.length - 1];
        if (last.role === "user") return { toolCalls: [{ name: "lookup", args: { orderId: `order-${id}` } }] };
        if (last.role === "tool" && last.content !== JSON.stringify({ orderId: `order-${id}`, tenant: `tenant-${id}` })) crossed.push(last.content);
        return pick("whoAmI");
      }),
    );
    const serve = (i: number) =>
      withContext({ customerId: `customer-${i}` }, async () => {
        await sleep();
        const child = container.createChildContainer();
        child.register(REQUEST_ID, { useValue: `request-${i}` });
        child.register(OrdersRepo, { useValue: new OrdersRepo(`tenant-${i}`) });
        const desk = child.resolve(OrderDesk);
        await sleep();
        const result = await desk.exec(`Serve request ${i}.`, { tools: [desk.lookup], choices: { whoAmI: desk.whoAmI } });
        return { i, result };
      });
    const outcomes = await Promise.all(Array.from({ length: 200 }, (_, i) => serve(i)));
    for (const { i, result } of outcomes) expect(result).toEqual({ customerId: `customer-${i}`, requestId: `request-${i}` });
    expect(crossed).toEqual([]);
  });
});
