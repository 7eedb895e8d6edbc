import { ScriptedRuntime } from "@agentic-ts/testing";

/** A candidate runtime for `agentic eval run --runtime <this file>`: it picks `close` every time. */
export default function candidate(): ScriptedRuntime {
  return new ScriptedRuntime(() => '{"call": "close", "args": {}}', { model: "scripted-closer" });
}
