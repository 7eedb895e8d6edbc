import type { Server, ServerResponse } from "node:http";
import { LoopbackProviderServer } from "@agentic-ts/testing";
import { OpenAIRuntime, type OpenAIRuntimeOptions } from "../index";

/** The model name the integration tests ask for. */
export const TEST_MODEL = "gpt-loopback";

/** A loopback server shared by one test file, restarted clean per test. */
export interface LoopbackSetup {
  server: LoopbackProviderServer;
  /** A runtime pointed at the server, with fast retries. */
  runtime(options?: Partial<OpenAIRuntimeOptions>): OpenAIRuntime;
}

/** Registers beforeAll/afterEach/afterAll hooks that start, reset and stop a loopback server. */
export function useLoopback(): LoopbackSetup {
  const setup = {
    server: undefined as unknown as LoopbackProviderServer,
    runtime(options: Partial<OpenAIRuntimeOptions> = {}): OpenAIRuntime {
      return new OpenAIRuntime({
        apiKey: "sk-loopback",
        baseURL: setup.server.openaiBaseURL,
        model: TEST_MODEL,
        ...options,
        retry: { baseDelayMs: 1, maxDelayMs: 20, ...options.retry },
      });
    },
  };
  beforeAll(async () => {
    setup.server = await LoopbackProviderServer.start();
  });
  afterEach(() => setup.server.reset());
  afterAll(() => setup.server.close());
  return setup;
}

/** A response the loopback server closed: `finished` is false when the client left before the answer. */
export interface ClosedResponse {
  readonly path: string;
  readonly finished: boolean;
}

/**
 * Watches the server side of each HTTP exchange and records when its response closes. The loopback
 * server exposes no such hook, so this reaches its underlying `http.Server` (tests only).
 */
export function watchClosedResponses(server: LoopbackProviderServer): ClosedResponse[] {
  const http = (server as unknown as { server?: Server }).server;
  if (!http || typeof http.on !== "function") throw new Error("LoopbackProviderServer no longer holds its http.Server in `server`");
  const closed: ClosedResponse[] = [];
  http.on("request", (req, res: ServerResponse) => {
    res.once("close", () => closed.push({ path: req.url ?? "/", finished: res.writableFinished }));
  });
  return closed;
}
