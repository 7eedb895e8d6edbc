import type { Plan, PlanStep } from "./planner";

/**
 * Says what one step would do in a dry run. The `switch` covers every action the schema allows: the
 * step's type comes from the options, so a new action in `ACTIONS` is a compile error here until handled.
 */
export function describeStep(step: PlanStep): string {
  switch (step.action) {
    case "read":
      return `read ${step.target} and note what to change`;
    case "edit":
      return `edit ${step.target}`;
    case "test":
      return `run the ${step.target} tests`;
    case "deploy":
      return `deploy to ${step.target}`;
    default: {
      const unhandled: never = step.action;
      throw new Error(`Unhandled action ${String(unhandled)}`);
    }
  }
}

/** Walks a plan's steps in order: one numbered dry-run line per step. */
export function walkPlan(plan: Plan): string[] {
  return plan.steps.map((step, i) => `${i + 1}. ${step.action.padEnd(6)} ${describeStep(step)}`);
}
