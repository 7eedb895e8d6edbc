import { LoopbackProviderServer } from "@agentic-ts/testing";
import { describeRuntimePool } from "../../transport/src/__fixtures__/runtime-pool-suite";
import { AnthropicRuntime } from "./anthropic-runtime";
import type { AnthropicRuntimeOptions } from "./anthropic-runtime-options";

let server: LoopbackProviderServer;
const made: AnthropicRuntime[] = [];
beforeAll(async () => {
  server = await LoopbackProviderServer.start();
});
afterAll(() => server.close());
afterEach(async () => {
  await Promise.all(made.splice(0).map((runtime) => runtime.close()));
  server.reset();
});

function runtimeFor(extra: Partial<AnthropicRuntimeOptions> = {}): AnthropicRuntime {
  const runtime = new AnthropicRuntime({ baseURL: server.anthropicBaseURL, apiKey: "test-key", model: "claude-test", ...extra });
  made.push(runtime);
  return runtime;
}

describeRuntimePool({
  name: "AnthropicRuntime",
  server: () => server,
  runtime: runtimeFor,
  spyOnCreate: (runtime) => jest.spyOn(runtime.client.messages, "create"),
  baseURL: () => server.anthropicBaseURL,
  requestPath: "/v1/messages",
  idleChildScript: require.resolve("./__fixtures__/idle-pool-child.ts"),
});
