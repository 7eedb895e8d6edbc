import { ScriptedRuntime } from "@agentic-ts/testing";
import { renderOptions } from "../menu/render-options";
import { decision } from "./decision";

describe("the user message of a text-mode decision", () => {
  it("is the prompt, a blank line and the menu, whatever prompts and menus came before", async () => {
    const runtime = new ScriptedRuntime('{"call": "done"}');
    const small = { done: "DONE", keep: "KEPT" };
    const large = { done: "DONE", keep: "KEPT", other: "OTHER" };
    const long = `Pick. ${"x".repeat(5000)}`;
    const asked: [string, object][] = [
      ["Pick.", small],
      ["Pick.", small],
      ["Pick.", large],
      ["Choose.", large],
      [long, large],
      [long, large],
      ["Pick.", small],
      [`${"Pi"}ck.`, { done: "DONE", keep: "KEPT" }],
    ];
    for (const [prompt, options] of asked) await decision.make(prompt, options as typeof small, { runtime });
    expect(runtime.requests.map((r) => r.messages[0]?.content)).toEqual(asked.map(([prompt, options]) => `${prompt}\n\n${renderOptions(options as typeof small)}`));
  });
});
