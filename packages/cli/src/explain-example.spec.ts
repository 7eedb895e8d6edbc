import path from "node:path";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { captureIo } from "../__fixtures__/capture-io";
import { main } from "./cli";

const ROOT = path.join(__dirname, "../../..");
const ROUTER = "examples/route-message/src/message-router.ts";
const EMPTY_ARGS = '{"type": "object", "properties": {}, "required": [], "additionalProperties": false}';

async function explain(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = captureIo(ROOT);
  const code = await main(["explain", ...argv], io);
  return { code, stdout: io.stdout.join("\n"), stderr: io.stderr.join("\n") };
}

describe("agentic explain on the route-message example", () => {
  it("prints the exact request, the tools and each option's args schema", async () => {
    const { code, stdout, stderr } = await explain(ROUTER, "MessageRouter.routeMessage");
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toBe(`MessageRouter.routeMessage — Route a message: analyze it, answer with a fallback, or end the conversation.
Called with: msg = "<msg>"

== The request of its first model call (decision), exactly as sent ==
-- user --
Pick one way to handle this message.
Message: "<msg>"

Options:

analyze(text: string /* The message to analyze. */)
Analyze the sentiment of the message.

fallback()
Reply with a polite fallback when the message is unclear.

done()

Call: {"call":"name","args":{...}}

== Tools offered ==
none

== Options, with the JSON Schema of each option's args ==
analyze (function) — Analyze the sentiment of the message.
  {
    "type": "object",
    "properties": {"text": {"type": "string", "description": "The message to analyze."}},
    "required": ["text"],
    "additionalProperties": false
  }
fallback (function) — Reply with a polite fallback when the message is unclear.
  ${EMPTY_ARGS}
done (value)
  ${EMPTY_ARGS}`);
  });

  it("takes --args and, with --json, prints the very text a model would receive", async () => {
    const { code, stdout } = await explain(ROUTER, "MessageRouter.routeMessage", "--args", '{"msg": "I love it"}', "--json");
    expect(code).toBe(0);
    const json = JSON.parse(stdout);
    const { MessageRouter } = require(path.join(ROOT, ROUTER));
    const runtime = new ScriptedRuntime(['{"call": "done"}']);
    await new MessageRouter(runtime).routeMessage("I love it");
    expect(json.text).toBe(runtime.requests[0].text);
    expect(json).toMatchObject({ target: "MessageRouter.routeMessage", args: { msg: "I love it" }, purpose: "decision", tools: [] });
    expect(json.messages).toEqual([{ role: "user", content: runtime.requests[0].text }]);
    expect(json.options.map((o: { name: string; kind: string }) => `${o.name}:${o.kind}`)).toEqual(["analyze:function", "fallback:function", "done:value"]);
  });
});
