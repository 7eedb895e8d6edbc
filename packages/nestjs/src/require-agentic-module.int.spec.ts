import "reflect-metadata";
import { ConfigurationError } from "@agentic-ts/core";
import { Module } from "@nestjs/common";
import { Test } from "@nestjs/testing";
import { CurrentCustomer } from "./__fixtures__/current-customer";
import { OrderBook } from "./__fixtures__/order-book";
import { silentLogger } from "./__fixtures__/silent-logger";
import { SingletonDesk } from "./__fixtures__/singleton-desk";
import { SupportDesk } from "./__fixtures__/support-desk";
import "./index";

/** Compiles a testing module and returns what compile() rejected with. */
async function bootFailure(metadata: Parameters<typeof Test.createTestingModule>[0]): Promise<Error> {
  const compiled = Test.createTestingModule(metadata).setLogger(silentLogger).compile();
  return compiled.then(
    async (app) => {
      await app.close();
      throw new Error("expected compile() to fail");
    },
    (error: unknown) => error as Error,
  );
}

describe("an agent in an application without AgenticModule", () => {
  it("fails to start with a ConfigurationError naming AgenticModule.forRoot and the agent's module", async () => {
    const error = await bootFailure({ providers: [SupportDesk, CurrentCustomer] });
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.message).toMatch(/^SupportDesk \(a provider of RootTestModule\) extends Agent, but no Runtime reached it/);
    expect(error.message).toContain("add AgenticModule.forRoot({ runtime: createRuntimeFromEnv() })");
  });

  it("names the feature module the agent is declared in", async () => {
    @Module({ providers: [SupportDesk, CurrentCustomer], exports: [SupportDesk] })
    class DeskFeatureModule {}
    const error = await bootFailure({ imports: [DeskFeatureModule] });
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.message).toContain("SupportDesk (a provider of DeskFeatureModule)");
  });

  it("leaves an agent with a constructor of its own to Nest's dependency check (nothing becomes optional there)", async () => {
    const error = await bootFailure({ providers: [SingletonDesk, OrderBook] });
    expect(error).not.toBeInstanceOf(ConfigurationError);
    expect(error.message).toMatch(/can't resolve dependencies of the SingletonDesk \(\?, OrderBook\)/);
    const missingOrders = await bootFailure({ providers: [SingletonDesk] });
    expect(missingOrders.message).toMatch(/can't resolve dependencies of the SingletonDesk/);
  });
});
