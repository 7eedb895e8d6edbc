import "reflect-metadata";
import { main } from "./main";

/** Runs `main` offline and returns everything it printed. */
async function printed(argv: string[] = []): Promise<string> {
  const lines: string[] = [];
  await main({ argv, env: {}, print: (text) => lines.push(text) });
  return lines.join("\n");
}

describe("plan-emitter main", () => {
  it("prints the menu, the pick in the trace, and the plan walked step by step", async () => {
    const out = await printed();
    expect(out).toContain("Model: offline, replaying transcripts/plan.json");
    expect(out).toContain('Task: "Turn on debug logging in staging."');
    expect(out).toContain("── What the model saw");
    expect(out).toContain('emit_plan(steps: { action: "read" | "edit" | "test" | "deploy"; target: string /* The file, test suite or environment the step acts on. */ }[], rationale: string)');
    expect(out).toMatch(/decision decision\.make → emit_plan\(steps: \[\{"action":"read"/);
    expect(out).toContain("Rationale: Debug logging is a config change");
    expect(out).toContain("  4. deploy deploy to staging");
  });

  it("shows the re-pick in the tree, and the give-up as the result", async () => {
    expect(await printed(["repick"])).toContain('└─ repick 1 ← enum_violation: field "steps[1].action" must be one of');
    expect(await printed(["give-up"])).toContain("The model gave up: the allowed actions cannot do this task.");
  });
});
