import { ApprovalRequiredError } from "../errors/approval-required-error";
import { RunSuspension } from "../errors/run-suspension";
import { Trace } from "../trace/trace";
import { traceFailure } from "./trace-failure";

describe("traceFailure", () => {
  it("ends a node suspended for an approval or a run's suspension, and failed for anything else", () => {
    const trace = new Trace();
    const approval = trace.start("decision", "a");
    const suspension = trace.start("decision", "b");
    const broken = trace.start("decision", "c");
    traceFailure(trace, approval, new ApprovalRequiredError({ option: "refund", function: "refund", args: {}, via: "decision" }));
    traceFailure(trace, suspension, new RunSuspension("r:4"));
    traceFailure(trace, broken, new Error("boom"), { extra: 1 });
    expect([approval.status, suspension.status, broken.status]).toEqual(["suspended", "suspended", "error"]);
    expect(suspension.error?.message).toContain("r:4");
    expect(broken.data.extra).toBe(1);
  });

  it("leaves the trace itself without run semantics: fail is a failure whatever the error", () => {
    const trace = new Trace();
    const node = trace.start("decision", "a");
    trace.fail(node, new RunSuspension("r:1"));
    expect(node.status).toBe("error");
  });
});
