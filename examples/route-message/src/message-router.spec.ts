import "reflect-metadata";
import { DecisionError } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { CONVERSATION_OVER, MessageRouter } from "./message-router";
import { loadTranscript } from "./transcript";

describe("route-message example", () => {
  it("routes the recorded reply to analyzeSentiment and returns its result", async () => {
    const runtime = new ScriptedRuntime(loadTranscript("analyze.json"));
    await expect(new MessageRouter(runtime).routeMessage("I love the new dashboard, thanks!")).resolves.toBe("positive");
    const sent = runtime.requests[0].text;
    expect(sent).toContain("analyze(text: string /* The message to analyze. */)");
    expect(sent).toContain("fallback()");
    expect(sent).toContain("done()");
  });

  it("returns the value when the model picks done, and the fallback's result when it picks fallback", async () => {
    const runtime = new ScriptedRuntime(['{"call": "done"}', '{"call": "fallback"}']);
    const router = new MessageRouter(runtime);
    await expect(router.routeMessage("bye")).resolves.toBe(CONVERSATION_OVER);
    await expect(router.routeMessage("???")).resolves.toMatch(/rephrase/);
  });

  it("throws DecisionError when the model never picks", async () => {
    const runtime = new ScriptedRuntime("I am not sure.");
    await expect(new MessageRouter(runtime).routeMessage("hm")).rejects.toBeInstanceOf(DecisionError);
  });
});
