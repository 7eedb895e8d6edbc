import { MemoryStore, type RuntimeEnv } from "@agentic-ts/core";
import { AgenticModule } from "@agentic-ts/nestjs";
import { Module, type DynamicModule } from "@nestjs/common";
import { APP_GUARD } from "@nestjs/core";
import { AuthGuard } from "./auth.guard";
import { chooseRuntime } from "./choose-runtime";
import { CurrentCustomer } from "./current-customer";
import { OrderBook } from "./order-book";
import { RolesGuard } from "./roles.guard";
import { RunsController } from "./runs.controller";
import { SupportDesk } from "./support-desk";
import { TicketsController } from "./tickets.controller";
import { TokenDirectory } from "./token-directory";

/**
 * The support app: the agentic module (with durable runs over an in-memory store — use `SqliteStore`
 * from `@agentic-ts/sqlite` to share runs between instances and restarts), the desk and what it needs,
 * the tickets endpoint and the durable-ticket endpoints, all behind authentication (`AuthGuard`, bearer
 * tokens from the `TokenDirectory`) and role checks (`RolesGuard`).
 */
@Module({})
export class AppModule {
  /** The app configured from `env`: a real model when a provider is set there, else the recorded transcript. */
  static forEnv(env: RuntimeEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [AgenticModule.forRootAsync({ runs: true, useFactory: () => ({ runtime: chooseRuntime(env), runs: { store: new MemoryStore() } }) })],
      controllers: [TicketsController, RunsController],
      providers: [
        SupportDesk,
        CurrentCustomer,
        OrderBook,
        TokenDirectory,
        // Global guards run in this order: who is asking (401), then whether they may (403).
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
      ],
    };
  }
}
