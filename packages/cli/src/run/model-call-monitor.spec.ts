import { decision } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { monitorModelCalls } from "./model-call-monitor";

describe("monitorModelCalls", () => {
  it("hears each model call start and end, keeps the runtimes that called, and stops on dispose", async () => {
    const events: Array<[number, string | undefined]> = [];
    const monitor = monitorModelCalls(({ inFlight, model }) => events.push([inFlight, model]));
    const first = new ScriptedRuntime('{"call": "a"}', { model: "m-1" });
    const second = new ScriptedRuntime('{"call": "b"}');
    const idle = new ScriptedRuntime("unused");
    try {
      await Promise.all([decision.make("Pick.", ["a"], { runtime: first }), decision.make("Pick.", ["b"], { runtime: second })]);
      await decision.make("Pick.", ["a"], { runtime: first, model: "m-2" });
    } finally {
      monitor.dispose();
    }
    expect(events).toEqual([[1, "m-1"], [2, undefined], [1, "m-1"], [0, undefined], [1, "m-2"], [0, "m-2"]]);
    expect([...monitor.runtimes]).toEqual([first, second]);
    expect(monitor.runtimes.has(idle)).toBe(false);
    await decision.make("Pick.", ["a"], { runtime: idle }).catch(() => undefined);
    expect(events).toHaveLength(6);
  });
});
