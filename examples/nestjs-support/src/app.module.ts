import { MemoryStore, type RuntimeEnv } from "@agentic-ts/core";
import { AgenticModule } from "@agentic-ts/nestjs";
import { Module, type DynamicModule } from "@nestjs/common";
import { chooseRuntime } from "./choose-runtime";
import { CurrentCustomer } from "./current-customer";
import { OrderBook } from "./order-book";
import { RunsController } from "./runs.controller";
import { SupportDesk } from "./support-desk";
import { TicketsController } from "./tickets.controller";

/**
 * The support app: the agentic module (with durable runs over an in-memory store — use `SqliteStore`
 * from `@agentic-ts/sqlite` to share runs between instances and restarts), the desk and what it needs,
 * the tickets endpoint and the durable-ticket endpoints.
 */
@Module({})
export class AppModule {
  /** The app configured from `env`: a real model when a provider is set there, else the recorded transcript. */
  static forEnv(env: RuntimeEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [AgenticModule.forRootAsync({ runs: true, useFactory: () => ({ runtime: chooseRuntime(env), runs: { store: new MemoryStore() } }) })],
      controllers: [TicketsController, RunsController],
      providers: [SupportDesk, CurrentCustomer, OrderBook],
    };
  }
}
