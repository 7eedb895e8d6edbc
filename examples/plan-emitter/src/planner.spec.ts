import "reflect-metadata";
import { DecisionError } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { GAVE_UP, Planner } from "./planner";
import { SAMPLE_TASKS } from "./sample-tasks";
import { loadTranscript } from "./transcript";
import { walkPlan } from "./walk-plan";

const pick = (call: string, args: object = {}): string => JSON.stringify({ call, args });

describe("plan-emitter example", () => {
  it("resolves the recorded plan into { decision, steps, rationale } and walks its steps", async () => {
    const runtime = new ScriptedRuntime(loadTranscript(SAMPLE_TASKS.plan.transcript));
    const outcome = await new Planner(runtime).planTask(SAMPLE_TASKS.plan.task);
    if (outcome === GAVE_UP) throw new Error("expected a plan");
    // Narrowed without a cast: outcome is { decision: "emit_plan", steps, rationale }.
    expect(outcome.decision).toBe("emit_plan");
    expect(outcome.steps.map((s) => s.action)).toEqual(["read", "edit", "test", "deploy"]);
    expect(walkPlan(outcome)).toEqual([
      "1. read   read config/staging.yaml and note what to change",
      "2. edit   edit config/staging.yaml",
      "3. test   run the config tests",
      "4. deploy deploy to staging",
    ]);
  });

  it("shows the model the nested schema, with the allowed actions", async () => {
    const runtime = new ScriptedRuntime([pick("give_up")]);
    await expect(new Planner(runtime).planTask("Order pizza.")).resolves.toBe(GAVE_UP);
    const menu = runtime.requests[0].text;
    expect(menu).toContain('emit_plan(steps: { action: "read" | "edit" | "test" | "deploy"; target: string /* The file, test suite or environment the step acts on. */ }[], rationale: string)');
    expect(menu).toContain("give_up()");
  });

  it("re-picks a plan with an action outside the enum, and says why", async () => {
    const runtime = new ScriptedRuntime(loadTranscript(SAMPLE_TASKS.repick.transcript));
    const outcome = await new Planner(runtime).planTask(SAMPLE_TASKS.repick.task);
    expect(outcome).toMatchObject({ decision: "emit_plan", steps: [{ action: "edit" }, { action: "test" }] });
    expect(runtime.requests).toHaveLength(2);
    expect(runtime.requests[1].text).toContain("steps[1].action");
    const repick = runtime.trace.nodes.find((n) => n.kind === "repick");
    expect(repick?.data.problem).toMatchObject({ kind: "enum_violation", path: "steps[1].action" });
  });

  it("throws DecisionError when the re-pick is still outside the enum", async () => {
    const bad = pick("emit_plan", { steps: [{ action: "restart", target: "api" }], rationale: "r" });
    const error = await new Planner(new ScriptedRuntime([bad, bad])).planTask("Restart the API.").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DecisionError);
    expect((error as DecisionError).kind).toBe("enum_violation");
  });

  it("drops fields the schema does not declare, at every level", async () => {
    const reply = pick("emit_plan", { steps: [{ action: "read", target: "a", sudo: true }], rationale: "r", extra: 1 });
    const outcome = await new Planner(new ScriptedRuntime([reply])).planTask("Read a.");
    expect(outcome).toEqual({ decision: "emit_plan", steps: [{ action: "read", target: "a" }], rationale: "r" });
  });
});
