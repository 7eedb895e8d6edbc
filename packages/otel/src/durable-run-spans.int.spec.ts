import "reflect-metadata";
import { decision, MemoryStore, Runs } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { useSpanRecorder } from "./__fixtures__/use-span-recorder";

class Dock {
  send(parcel: string) {
    return decision.make(`Parcel ${parcel}: ship it?`, { ship: "shipped", hold: "held" });
  }
}

describe("instrumentAgentic: the spans of a durable run", () => {
  const rec = useSpanRecorder();

  it("put the run's id on the root span of its work (agentic.run.id), and only there", async () => {
    const runtime = new ScriptedRuntime(['{"call": "ship"}', '{"call": "hold"}']);
    const runs = new Runs({ store: new MemoryStore(), runtime, agents: [Dock] });
    const run = await runs.start(Dock, "send", ["P-1"], { id: "run-7" });
    expect(run.result).toBe("shipped");
    await decision.make("Outside any run.", { ship: "shipped", hold: "held" }, { runtime });

    const inRun = rec.one("decision ship");
    const outside = rec.one("decision hold");
    expect(inRun.attributes["agentic.run.id"]).toBe("run-7");
    expect(outside.attributes).not.toHaveProperty("agentic.run.id");
    const children = rec.spans().filter((s) => s !== inRun && s !== outside);
    expect(children.length).toBeGreaterThan(0);
    expect(children.some((s) => "agentic.run.id" in s.attributes)).toBe(false);
  });
});
