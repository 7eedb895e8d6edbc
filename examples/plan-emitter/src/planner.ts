import "./agentic.generated";
import { Agent, AgenticFunction } from "@agentic-ts/core";

/** The actions a plan step may use: the model must pick one of these for every step. */
export const ACTIONS = ["read", "edit", "test", "deploy"] as const;

/** The value the `give_up` option returns as-is. */
export const GAVE_UP = "GAVE_UP";

/**
 * A schema option with a nested plan: the model either emits a plan (a list of `{ action, target }`
 * steps and a rationale), validated against the schema and typed from it, or gives up. The menu, the
 * validation and the result type all come from the one options object.
 */
export class Planner extends Agent {
  /**
   * Plan a change to a service, or give up when the allowed actions cannot do it.
   * @param task What the user wants done.
   */
  @AgenticFunction()
  planTask(task: string) {
    return this.decide(`Plan this task step by step, or give up if the allowed actions cannot do it.\nTask: ${JSON.stringify(task)}`, {
      emit_plan: [
        "Produce a plan.",
        {
          steps: [{ action: { type: String, options: ACTIONS }, target: "The file, test suite or environment the step acts on." }],
          rationale: String,
        },
      ],
      give_up: [GAVE_UP, "Pick when the task cannot be done with these actions."],
    });
  }
}

/** Everything `planTask` can resolve to, inferred from its options. */
export type PlanOutcome = Awaited<ReturnType<Planner["planTask"]>>;

/** An emitted plan: `{ decision: "emit_plan", steps, rationale }`. */
export type Plan = Exclude<PlanOutcome, typeof GAVE_UP>;

/** One step of a plan: `{ action: "read" | "edit" | "test" | "deploy", target: string }`. */
export type PlanStep = Plan["steps"][number];
