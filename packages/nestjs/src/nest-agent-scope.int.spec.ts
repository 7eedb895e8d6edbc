import "reflect-metadata";
import { ConfigurationError } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { Scope } from "@nestjs/common";
import { ContextIdFactory, REQUEST } from "@nestjs/core";
import { Test, type TestingModule } from "@nestjs/testing";
import { CurrentCustomer } from "./__fixtures__/current-customer";
import { OrderBook } from "./__fixtures__/order-book";
import { SingletonDesk } from "./__fixtures__/singleton-desk";
import { SupportDesk } from "./__fixtures__/support-desk";
import { AgenticModule, resolveForRequest } from "./index";

const REFUND = '{"call": "refund", "args": {"orderId": "A-1", "amountCents": 500}}';
const ESCALATE = '{"call": "escalate", "args": {"reason": "legal"}}';

/** A testing module with the support desk, whose CurrentCustomer provider may be replaced. */
function compile(reply: string, customer: object = CurrentCustomer): Promise<TestingModule> {
  return Test.createTestingModule({
    imports: [AgenticModule.forRoot({ runtime: new ScriptedRuntime(reply) })],
    providers: [SupportDesk, customer as never, SingletonDesk, OrderBook],
  }).compile();
}

describe("Nest's request-scope testing recipe (moduleRef.resolve with a context id)", () => {
  afterEach(() => jest.restoreAllMocks());

  it("works as in Nest's docs: getByRequest stubbed to the test's context id, the agent resolved with it", async () => {
    const app = await compile(REFUND);
    const contextId = ContextIdFactory.create();
    jest.spyOn(ContextIdFactory, "getByRequest").mockImplementation(() => contextId);
    const before = CurrentCustomer.created;
    const desk = await app.resolve(SupportDesk, contextId);
    const customer = await app.resolve(CurrentCustomer, contextId);

    await expect(desk.handle("refund please")).resolves.toEqual({ refunded: "A-1", amountCents: 500, customerId: customer.id });
    // The agent's @ContextParam(CurrentCustomer) is the test context's own instance: no second context made one.
    expect(CurrentCustomer.created - before).toBe(1);
    await app.close();
  });

  it("works with a request registered for the context id, REQUEST included", async () => {
    const app = await compile(ESCALATE);
    const contextId = ContextIdFactory.create();
    app.registerRequestByContextId({ headers: { "x-customer-id": "c-5" }, url: "/tickets/9" }, contextId);
    const desk = await app.resolve(SupportDesk, contextId);
    await expect(desk.handle("I will sue")).resolves.toEqual({ escalated: "legal", path: "/tickets/9" });
    await app.close();
  });

  it("fails a pick that needs REQUEST, when no request was registered, with a message naming resolveForRequest", async () => {
    const app = await compile(ESCALATE);
    const desk = await app.resolve(SupportDesk);
    const failure = desk.handle("I will sue");
    await expect(failure).rejects.toThrow(ConfigurationError);
    await expect(failure).rejects.toThrow(/@ContextParam\(REQUEST\) cannot be served: there is no request .*resolveForRequest\(app, YourAgent/);
    await app.close();
  });

  it("turns a REQUEST-scoped provider that crashes without a request into a ConfigurationError naming resolveForRequest", async () => {
    const strictCustomer = {
      provide: CurrentCustomer,
      scope: Scope.REQUEST,
      inject: [REQUEST],
      useFactory: (request: { headers: Record<string, string> }) => ({ id: request.headers["x-customer-id"] }),
    };
    const app = await compile(REFUND, strictCustomer);
    const resolving = app.resolve(SupportDesk);
    await expect(resolving).rejects.toThrow(ConfigurationError);
    await expect(resolving).rejects.toThrow(/^Building CurrentCustomer for an agent's @ContextParam failed \(.*headers.*\), and there is no request/);
    const error: unknown = await resolving.catch((e: unknown) => e);
    expect((error as ConfigurationError).cause).toBeInstanceOf(TypeError);

    // The documented helper gives the same provider its request.
    const desk = await resolveForRequest(app, SupportDesk, { headers: { "x-customer-id": "c-8" } });
    await expect(desk.handle("refund")).resolves.toMatchObject({ customerId: "c-8" });
    await app.close();
  });
});
