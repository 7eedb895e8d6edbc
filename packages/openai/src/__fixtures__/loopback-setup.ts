import { LoopbackProviderServer } from "@agentic-ts/testing";
import { OpenAIRuntime, type OpenAIRuntimeOptions } from "../index";

/** The model name the integration tests ask for. */
export const TEST_MODEL = "gpt-loopback";

/** A loopback server shared by one test file, restarted clean per test. */
export interface LoopbackSetup {
  server: LoopbackProviderServer;
  /** A runtime pointed at the server, with fast retries; closed after the test. */
  runtime(options?: Partial<OpenAIRuntimeOptions>): OpenAIRuntime;
}

/** Registers beforeAll/afterEach/afterAll hooks that start, reset and stop a loopback server. */
export function useLoopback(): LoopbackSetup {
  const made: OpenAIRuntime[] = [];
  const setup = {
    server: undefined as unknown as LoopbackProviderServer,
    runtime(options: Partial<OpenAIRuntimeOptions> = {}): OpenAIRuntime {
      const runtime = new OpenAIRuntime({
        apiKey: "sk-loopback",
        baseURL: setup.server.openaiBaseURL,
        model: TEST_MODEL,
        ...options,
        retry: { baseDelayMs: 1, maxDelayMs: 20, ...options.retry },
      });
      made.push(runtime);
      return runtime;
    },
  };
  beforeAll(async () => {
    setup.server = await LoopbackProviderServer.start();
  });
  afterEach(async () => {
    await Promise.all(made.splice(0).map((runtime) => runtime.close()));
    setup.server.reset();
  });
  afterAll(() => setup.server.close());
  return setup;
}
