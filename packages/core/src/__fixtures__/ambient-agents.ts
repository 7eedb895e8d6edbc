import "reflect-metadata";
import "./agentic.generated";
import { Agent } from "../agent/agent";
import { decision } from "../decision/decision";
import { AgenticFunction } from "../decorators/agentic-function.decorator";
import { RuntimeParam } from "../decorators/runtime-param.decorator";
import type { Runtime } from "../runtime/runtime";

/** An agent whose method decides on the agent's own runtime, made ambient by `@AgenticFunction`. */
export class TicketDesk extends Agent {
  /**
   * Handle a ticket.
   * @param ticket The ticket id.
   */
  @AgenticFunction()
  async handle(ticket: string): Promise<unknown> {
    return this.decide(`Handle ${ticket}`, { done: "DONE" });
  }
}

/** A plain class (not an Agent) whose method receives its runtime through `@RuntimeParam`. */
export class PlainAsker {
  /** Ask a yes/no question on whichever runtime is passed or ambient. */
  @AgenticFunction()
  async ask(@RuntimeParam() runtime?: Runtime): Promise<unknown> {
    void runtime;
    return decision.make("?", { yes: true });
  }
}
