import { ConfigurationError, ProviderError, RateLimitError } from "@agentic-ts/core";
import * as restate from "@restatedev/restate-sdk";
import { terminalErrorMapper } from "./terminal-errors";

describe("terminalErrorMapper", () => {
  const toTerminal = terminalErrorMapper();

  it("leaves provider errors the runtime calls retryable to Restate's retries", () => {
    expect(toTerminal(new RateLimitError("slow down", { status: 429 }))).toBeUndefined();
    expect(toTerminal(new ProviderError("upstream 503", { status: 503, retryable: true }))).toBeUndefined();
  });

  it("ends the run on every other error, keeping its class name in the message", () => {
    const mapped = toTerminal(new ConfigurationError("no runtime"));
    expect(mapped).toBeInstanceOf(restate.TerminalError);
    expect(mapped?.message).toBe("ConfigurationError: no runtime");
    expect(toTerminal(new ProviderError("bad request", { status: 400, retryable: false }))?.message).toBe("ProviderError: bad request");
    expect(toTerminal(new TypeError("x is not a function"))?.message).toBe("TypeError: x is not a function");
    expect(toTerminal("a string")?.message).toBe("a string");
  });

  it("passes a TerminalError through unchanged, and retries what the service's own rule accepts", () => {
    const terminal = new restate.TerminalError("done", { errorCode: 409 });
    expect(toTerminal(terminal)).toBe(terminal);
    class DatabaseDown extends Error {}
    const mapper = terminalErrorMapper((error) => error instanceof DatabaseDown);
    expect(mapper(new DatabaseDown("connection refused"))).toBeUndefined();
    expect(mapper(new Error("other"))).toBeInstanceOf(restate.TerminalError);
  });
});
