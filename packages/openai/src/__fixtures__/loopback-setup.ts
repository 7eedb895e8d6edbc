import { useLoopbackRuntimes, type LoopbackRuntimes } from "../../../transport/src/__fixtures__/use-loopback-runtimes";
import { OpenAIRuntime, type OpenAIRuntimeOptions } from "../index";

/** The model name the integration tests ask for. */
export const TEST_MODEL = "gpt-loopback";

/** The loopback server of one test file and the OpenAI runtimes pointed at it. */
export type LoopbackSetup = LoopbackRuntimes<OpenAIRuntime, Partial<OpenAIRuntimeOptions>>;

/** Starts, resets and stops a loopback server for the file; runtimes get fast retries and are closed per test. */
export function useLoopback(): LoopbackSetup {
  return useLoopbackRuntimes(
    (server, options: Partial<OpenAIRuntimeOptions> = {}) =>
      new OpenAIRuntime({
        apiKey: "sk-loopback",
        baseURL: server.openaiBaseURL,
        model: TEST_MODEL,
        ...options,
        retry: { baseDelayMs: 1, maxDelayMs: 20, ...options.retry },
      }),
  );
}
