import "reflect-metadata";
import { AgentScope, ConfigurationError, Runtime } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { Injectable, Module } from "@nestjs/common";
import { Test } from "@nestjs/testing";
import { CurrentCustomer } from "./__fixtures__/current-customer";
import { OrderBook } from "./__fixtures__/order-book";
import { silentLogger } from "./__fixtures__/silent-logger";
import { SingletonDesk } from "./__fixtures__/singleton-desk";
import { SupportDesk } from "./__fixtures__/support-desk";
import { AgenticModule, AgenticRegistry, NestAgentScope, resolveForRequest, withContext } from "./index";

const REFUND = '{"call": "refund", "args": {"orderId": "A-1", "amountCents": 500}}';
const AGENTS = [SupportDesk, CurrentCustomer, SingletonDesk, OrderBook];

/** Stands in for a config module whose service the runtime factory needs. */
@Injectable()
class Settings {
  readonly reply = REFUND;
}
@Module({ providers: [Settings], exports: [Settings] })
class SettingsModule {}

describe("AgenticModule", () => {
  it("forRoot provides the runtime; an agent with its own constructor is a singleton with Nest's DI", async () => {
    const runtime = new ScriptedRuntime([REFUND]);
    const app = await Test.createTestingModule({ imports: [AgenticModule.forRoot({ runtime })], providers: AGENTS }).compile();

    expect(app.get(Runtime)).toBe(runtime);
    const desk = app.get(SingletonDesk);
    expect(app.get(SingletonDesk)).toBe(desk);
    expect(desk.runtime).toBe(runtime);
    const result = await withContext({ customerId: "c-7" }, () => desk.handle("refund A-1"));
    expect(result).toEqual({ refunded: "A-1", amountCents: 300, customerId: "c-7" }); // from OrderBook, injected by Nest
    expect(runtime.requests[0].text).not.toContain("c-7");
    await app.close();
  });

  it("gives an agent that inherits Agent's constructor the runtime and a per-request AgentScope", async () => {
    const runtime = new ScriptedRuntime([REFUND]);
    const app = await Test.createTestingModule({ imports: [AgenticModule.forRoot({ runtime })], providers: AGENTS }).compile();

    const one = await resolveForRequest(app, SupportDesk, { headers: { "x-customer-id": "c-1" }, url: "/one" });
    const two = await resolveForRequest(app, SupportDesk, { headers: { "x-customer-id": "c-2" } });
    expect(one).not.toBe(two);
    expect(one.runtime).toBe(runtime);

    const scope = await resolveForRequest(app, AgentScope as never, { headers: {} });
    expect(scope).toBeInstanceOf(NestAgentScope);

    await expect(one.handle("Where is my refund?")).resolves.toEqual({ refunded: "A-1", amountCents: 500, customerId: "c-1" });
    expect(runtime.requests[0].text).not.toContain("c-1");
    await app.close();
  });

  it("forRootAsync builds the runtime from injected providers", async () => {
    const app = await Test.createTestingModule({
      imports: [
        AgenticModule.forRootAsync({
          imports: [SettingsModule],
          inject: [Settings],
          useFactory: async (settings: Settings) => ({ runtime: new ScriptedRuntime([settings.reply]) }),
        }),
      ],
      providers: AGENTS,
    }).compile();

    const runtime = app.get(Runtime);
    expect(runtime).toBeInstanceOf(ScriptedRuntime);
    const desk = await resolveForRequest(app, SupportDesk, { headers: { "x-customer-id": "c-9" } });
    await expect(desk.handle("refund please")).resolves.toMatchObject({ customerId: "c-9" });
    expect(app.get(AgenticRegistry).agents.map((a) => a.agentClass)).toEqual(expect.arrayContaining([SupportDesk, SingletonDesk]));
    await app.close();
  });

  it("is global by default: agents in other modules get the runtime without importing AgenticModule", async () => {
    @Module({ providers: [SingletonDesk, OrderBook], exports: [SingletonDesk] })
    class FeatureModule {}
    const runtime = new ScriptedRuntime([]);
    const app = await Test.createTestingModule({ imports: [AgenticModule.forRoot({ runtime }), FeatureModule] }).compile();
    expect(app.get(SingletonDesk).runtime).toBe(runtime);
    await app.close();
  });

  it("fails to start without a runtime, naming forRoot({ runtime })", async () => {
    const boot = Test.createTestingModule({ imports: [AgenticModule.forRoot({} as never)], providers: AGENTS }).setLogger(silentLogger).compile();
    await expect(boot).rejects.toThrow(ConfigurationError);
    await expect(
      Test.createTestingModule({ imports: [AgenticModule.forRoot({ runtime: undefined as never })] }).setLogger(silentLogger).compile(),
    ).rejects.toThrow(/AgenticModule\.forRoot\(\{ runtime \}\) needs a runtime .* and got no runtime\. Pass the model connection/);
  });

  it("fails to start when the forRootAsync factory yields no runtime, naming the factory", async () => {
    const boot = Test.createTestingModule({
      imports: [AgenticModule.forRootAsync({ useFactory: () => ({ runtime: "gpt-4o" as never }) })],
    })
      .setLogger(silentLogger)
      .compile();
    await expect(boot).rejects.toThrow(/AgenticModule\.forRootAsync\(\{ useFactory \}\) .*must return \{ runtime \}.* got string/);
  });
});
