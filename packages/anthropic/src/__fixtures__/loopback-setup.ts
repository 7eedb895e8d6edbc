import { useLoopbackRuntimes, type LoopbackRuntimes } from "../../../transport/src/__fixtures__/use-loopback-runtimes";
import { AnthropicRuntime } from "../anthropic-runtime";
import type { AnthropicRuntimeOptions } from "../anthropic-runtime-options";

/** The loopback server of one test file and the Anthropic runtimes pointed at it. */
export type LoopbackSetup = LoopbackRuntimes<AnthropicRuntime, Partial<AnthropicRuntimeOptions>>;

/** Starts, resets and stops a loopback server for the file; runtimes get fast retries and are closed per test. */
export function useLoopback(): LoopbackSetup {
  return useLoopbackRuntimes(
    (server, options: Partial<AnthropicRuntimeOptions> = {}) =>
      new AnthropicRuntime({
        baseURL: server.anthropicBaseURL,
        apiKey: "test-key",
        model: "claude-test",
        ...options,
        retry: { baseDelayMs: 1, ...options.retry },
      }),
  );
}
