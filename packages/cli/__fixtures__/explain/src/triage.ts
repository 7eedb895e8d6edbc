import "./agentic.generated";
import { AgenticFunction, RuntimeParam, decision, type Runtime } from "@agentic-ts/core";

/** A plain class (not an Agent) for the `agentic explain` tests: its decision gets the runtime through `@RuntimeParam`. */
export class Triage {
  /**
   * Pick a priority.
   * @param summary The ticket's summary.
   * @param attempts How many times the customer wrote.
   */
  @AgenticFunction()
  prioritize(summary: string, attempts: number, @RuntimeParam() runtime?: Runtime): Promise<string> {
    return decision.make(`Prioritize this ticket (${attempts} messages so far): ${summary}`, { high: "P1", low: ["P3", "It can wait."] }, { runtime });
  }
}
