import type { FunctionSpec } from "@agentic-ts/core";
import * as restate from "@restatedev/restate-sdk";
import { bindRunArgs } from "./bind-run-args";

const spec: FunctionSpec = {
  name: "refund",
  params: [
    { index: 0, source: "llm", name: "orderId", required: true },
    { index: 1, source: "context", name: "customerId", required: true },
    { index: 2, source: "context", name: "region", required: false },
    { index: 3, source: "runtime", name: "runtime", required: false },
  ],
};

describe("bindRunArgs", () => {
  it("fills context slots from the run's context, over whatever the input put there", () => {
    expect(bindRunArgs(spec, ["A-1", "forged"], { customerId: "C-1", region: "eu" })).toEqual(["A-1", "C-1", "eu"]);
  });

  it("leaves an optional context value out when the context lacks it", () => {
    expect(bindRunArgs(spec, ["A-1"], { customerId: "C-1" })).toEqual(["A-1", "C-1"]);
  });

  it("refuses a run without a required context value, naming the key (a terminal error: retrying cannot help)", () => {
    const call = () => bindRunArgs(spec, ["A-1"], {});
    expect(call).toThrow(restate.TerminalError);
    expect(call).toThrow('refund: no value for context parameter "customerId"');
  });

  it("refuses arguments that are not an array", () => {
    expect(() => bindRunArgs(spec, { orderId: "A-1" } as never, { customerId: "C-1" })).toThrow("must be an array");
  });
});
