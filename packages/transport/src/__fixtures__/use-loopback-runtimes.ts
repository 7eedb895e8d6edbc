import type { Runtime } from "@agentic-ts/core";
import { LoopbackProviderServer } from "@agentic-ts/testing";

/** A loopback server shared by one test file, and the runtimes a test points at it. */
export interface LoopbackRuntimes<R extends Runtime, O> {
  readonly server: LoopbackProviderServer;
  /** A runtime pointed at the server, built by the provider's factory; closed after the test. */
  runtime(options?: O): R;
}

/**
 * Registers beforeAll/afterEach/afterAll hooks that start the loopback server, close every runtime a test
 * made and reset the server after each test, and stop the server at the end. Each provider package wraps
 * it with its own runtime factory (`__fixtures__/loopback-setup.ts`).
 */
export function useLoopbackRuntimes<R extends Runtime, O>(
  create: (server: LoopbackProviderServer, options: O | undefined) => R,
): LoopbackRuntimes<R, O> {
  const made: R[] = [];
  let server: LoopbackProviderServer | undefined;
  beforeAll(async () => {
    server = await LoopbackProviderServer.start();
  });
  afterEach(async () => {
    await Promise.all(made.splice(0).map((runtime) => runtime.close()));
    server?.reset();
  });
  afterAll(() => server?.close());
  const started = (): LoopbackProviderServer => {
    if (!server) throw new Error("the loopback server starts in beforeAll: use it inside a test or hook");
    return server;
  };
  return {
    get server() {
      return started();
    },
    runtime(options?: O): R {
      const runtime = create(started(), options);
      made.push(runtime);
      return runtime;
    },
  };
}
