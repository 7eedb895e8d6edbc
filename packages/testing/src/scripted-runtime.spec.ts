import "reflect-metadata";
import { agenticFunction, decision, ProviderError, Runtime } from "@agentic-ts/core";
import { ScriptExhaustedError } from "./script-exhausted-error";
import { ScriptedRuntime } from "./scripted-runtime";

describe("ScriptedRuntime", () => {
  it("is a Runtime", () => {
    expect(new ScriptedRuntime("x")).toBeInstanceOf(Runtime);
  });

  it("answers every call with a single string reply", async () => {
    const runtime = new ScriptedRuntime("same");
    await expect(runtime.exec("a")).resolves.toBe("same");
    await expect(runtime.exec("b")).resolves.toBe("same");
    expect(runtime.remaining).toBe(Infinity);
  });

  it("answers from an array in order, and running out is an error", async () => {
    const runtime = new ScriptedRuntime(["one", "two"]);
    await expect(runtime.exec("a")).resolves.toBe("one");
    expect(runtime.remaining).toBe(1);
    await expect(runtime.exec("b")).resolves.toBe("two");
    const error = await runtime.exec("c").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScriptExhaustedError);
    expect((error as Error).message).toBe("ScriptedRuntime ran out of replies: model call #3 was made but only 2 were scripted.");
  });

  it("answers from a function of the request and its index", async () => {
    const runtime = new ScriptedRuntime((request, index) => `${index}:${request.text.length}`);
    await expect(runtime.exec("abc")).resolves.toBe("0:3");
    await expect(runtime.exec("hello")).resolves.toBe("1:5");
  });

  it("records the whole text sent and the names of the tools offered", async () => {
    const lookup = agenticFunction((id: string) => ({ id }), { name: "lookup", params: { id: String } });
    const runtime = new ScriptedRuntime([{ toolCalls: [{ name: "lookup", args: { id: "7" } }] }, "final"], { system: "Be brief." });
    await runtime.exec("Find 7.", { tools: [lookup] });
    expect(runtime.requests[0]).toMatchObject({ text: "Be brief.\n\nFind 7.", tools: ["lookup"], system: "Be brief." });
    expect(runtime.requests[1].text).toBe('Be brief.\n\nFind 7.\n\n{"id":"7"}');
    expect(runtime.requests[1].messages[1]).toMatchObject({ role: "assistant", toolCalls: [{ id: "call_1_1", name: "lookup" }] });
  });

  it("records the decision prompt with its menu", async () => {
    const runtime = new ScriptedRuntime(['{"call": "yes"}']);
    await decision.make("Yes or no?", { yes: true, no: false }, { runtime });
    expect(runtime.requests[0].text).toMatch(/^Yes or no\?\n\n/);
    expect(runtime.requests[0].tools).toEqual([]);
  });

  it("lets a reply function throw to simulate a transport failure", async () => {
    const runtime = new ScriptedRuntime(() => {
      throw new ProviderError("boom", { status: 500 });
    });
    await expect(runtime.exec("x")).rejects.toBeInstanceOf(ProviderError);
  });
});
