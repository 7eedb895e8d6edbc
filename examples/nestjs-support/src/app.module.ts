import { type RuntimeEnv } from "@agentic-ts/core";
import { AgenticModule } from "@agentic-ts/nestjs";
import { Module, type DynamicModule } from "@nestjs/common";
import { chooseRuntime } from "./choose-runtime";
import { CurrentCustomer } from "./current-customer";
import { OrderBook } from "./order-book";
import { SupportDesk } from "./support-desk";
import { TicketsController } from "./tickets.controller";

/** The support app: the agentic module, the desk and what it needs, and the tickets endpoint. */
@Module({})
export class AppModule {
  /** The app configured from `env`: a real model when a provider is set there, else the recorded transcript. */
  static forEnv(env: RuntimeEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [AgenticModule.forRootAsync({ useFactory: () => ({ runtime: chooseRuntime(env) }) })],
      controllers: [TicketsController],
      providers: [SupportDesk, CurrentCustomer, OrderBook],
    };
  }
}
