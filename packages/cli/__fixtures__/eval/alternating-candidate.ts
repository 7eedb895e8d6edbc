import { ScriptedRuntime } from "@agentic-ts/testing";

let calls = 0;

/** A candidate for `agentic eval run --runtime <this file>`: it picks `close` and `refund` by turns, a flaky model. */
export const runtime = new ScriptedRuntime(() => (calls++ % 2 === 0 ? '{"call": "close", "args": {}}' : '{"call": "refund", "args": {"orderId": "A-0"}}'), { model: "alternating" });
