import "reflect-metadata";
import type { AddressInfo } from "node:net";
import { OpenAIRuntime } from "@agentic-ts/openai";
import { LoopbackProviderServer } from "@agentic-ts/testing";
import type { INestApplication } from "@nestjs/common";
import { Test } from "@nestjs/testing";
import { CurrentCustomer } from "./__fixtures__/current-customer";
import { OrderBook } from "./__fixtures__/order-book";
import { SingletonDesk } from "./__fixtures__/singleton-desk";
import { SingletonTicketsController } from "./__fixtures__/singleton-tickets.controller";
import { SupportDesk } from "./__fixtures__/support-desk";
import { TicketsController } from "./__fixtures__/tickets.controller";
import { AgenticModule } from "./index";

const SECRET = "cust-SECRET-8841";
const pick = (call: string, args: object = {}) => ({ reply: { text: JSON.stringify({ call, args }) } });

describe("a Nest HTTP endpoint whose handler is an agent decision (OpenAI wire format, loopback provider)", () => {
  let server: LoopbackProviderServer;
  let app: INestApplication;
  let base: string;
  let runtime: OpenAIRuntime;

  beforeAll(async () => {
    server = await LoopbackProviderServer.start();
    runtime = new OpenAIRuntime({ apiKey: "sk-loopback", baseURL: server.openaiBaseURL, model: "gpt-loopback", retry: { maxRetries: 0 } });
    const module = await Test.createTestingModule({
      imports: [AgenticModule.forRoot({ runtime })],
      controllers: [TicketsController, SingletonTicketsController],
      providers: [SupportDesk, CurrentCustomer, SingletonDesk, OrderBook],
    }).compile();
    app = module.createNestApplication({ logger: false });
    await app.listen(0, "127.0.0.1");
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterEach(() => server.reset());
  afterAll(async () => {
    await app?.close();
    await runtime?.close();
    await server?.close();
  });

  const post = (path: string, text: string, customerId: string) =>
    fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", "x-customer-id": customerId }, body: JSON.stringify({ text }) });

  it("answers POST /tickets with the refund the model picked, for the customer of the request (a REQUEST-scoped provider)", async () => {
    server.script(pick("refund", { orderId: "A-1", amountCents: 1250 }));
    const response = await post("/tickets", "My parcel A-1 arrived broken.", SECRET);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ refunded: "A-1", amountCents: 1250, customerId: SECRET });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request.rawBody).toContain("My parcel A-1 arrived broken.");
    expect(request.rawBody).not.toContain(SECRET);
    expect(request.rawBody).not.toContain('"customer"');
  });

  it("resolves @ContextParam(REQUEST) to the request itself", async () => {
    server.script(pick("escalate", { reason: "legal threat" }));
    const response = await post("/tickets", "I will sue.", SECRET);
    expect(await response.json()).toEqual({ escalated: "legal threat", path: "/tickets" });
    expect(server.requests[0].rawBody).not.toContain("/tickets");
  });

  it("keeps concurrent requests apart: each decision sees its own customer", async () => {
    server.script(pick("refund", { orderId: "B-1", amountCents: 1 }), pick("refund", { orderId: "B-1", amountCents: 1 }));
    const before = CurrentCustomer.created;
    const [a, b] = await Promise.all([post("/tickets", "refund", "cust-a"), post("/tickets", "refund", "cust-b")]);
    expect([await a.json(), await b.json()]).toMatchObject([{ customerId: "cust-a" }, { customerId: "cust-b" }]);
    expect(CurrentCustomer.created - before).toBe(2);
  });

  it("serves a singleton agent with the request's values through withContext in the controller", async () => {
    server.script(pick("refund", { orderId: "C-77" }), pick("close"));
    const first = await post("/singleton-tickets", "refund C-77", SECRET);
    expect(await first.json()).toEqual({ refunded: "C-77", amountCents: 400, customerId: SECRET });
    const second = await post("/singleton-tickets", "never mind", "cust-z");
    expect(await second.text()).toBe("CLOSED");
    expect(app.get(SingletonDesk)).toBe(app.get(SingletonDesk));
    for (const request of server.requests) expect(request.rawBody).not.toContain(SECRET);
  });
});
