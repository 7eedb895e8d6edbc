import { JournalWriteError, RunConflictError, RunNotFoundError } from "@agentic-ts/core";
import { agenticHttpError } from "./agentic-http-error";

describe("agenticHttpError for durable runs", () => {
  it("answers a verdict on a request that is no longer pending with 409, without the run's message", () => {
    const mapped = agenticHttpError(new RunConflictError("r-1", "suspended", "Run r-1 waits for approval of request 0123456789ab, not ffff."));
    expect(mapped).toMatchObject({ status: 409, body: { code: "run_conflict", status: "suspended" } });
    expect(JSON.stringify(mapped)).not.toContain("0123456789ab");
  });

  it("answers an unknown run with 404 and a store failure after a step with 503 naming the run", () => {
    expect(agenticHttpError(new RunNotFoundError("r-2"))).toMatchObject({ status: 404, body: { code: "run_not_found" } });
    const lost = agenticHttpError(new JournalWriteError("r-3", "r-3:4", new Error("SQLITE_FULL: database or disk is full")));
    expect(lost).toMatchObject({ status: 503, body: { code: "run_store_unavailable", runId: "r-3" } });
    expect(JSON.stringify(lost)).not.toContain("SQLITE_FULL");
  });
});
