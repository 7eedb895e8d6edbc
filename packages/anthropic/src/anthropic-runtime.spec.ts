import Anthropic from "@anthropic-ai/sdk";
import { ConfigurationError } from "@agentic-ts/core";
import { AnthropicRuntime, DEFAULT_MAX_TOKENS } from "./anthropic-runtime";

// Nothing listens on port 9 of the loopback address; these tests fail before any request is sent.
const offline = { apiKey: "test-key", baseURL: "http://127.0.0.1:9" };

describe("AnthropicRuntime construction", () => {
  it("defaults max_tokens to 4096 and rejects a max that is not a positive integer", () => {
    expect(new AnthropicRuntime({ ...offline, model: "m" }).maxTokens).toBe(DEFAULT_MAX_TOKENS);
    expect(() => new AnthropicRuntime({ ...offline, maxTokens: 0 })).toThrow(ConfigurationError);
  });

  it("streams text itself unless streaming is switched off", () => {
    expect(new AnthropicRuntime(offline).streamsText).toBe(true);
    expect(new AnthropicRuntime({ ...offline, stream: true }).streamsText).toBe(true);
    expect(new AnthropicRuntime({ ...offline, stream: false }).streamsText).toBe(false);
    expect(new AnthropicRuntime(offline).supportsResponseFormat).toBe(false);
  });

  it("builds its client with the SDK's retries off, or uses the injected one", () => {
    expect(new AnthropicRuntime(offline).client.maxRetries).toBe(0);
    const client = new Anthropic({ ...offline });
    expect(new AnthropicRuntime({ client }).client).toBe(client);
  });

  it("needs a model, from the runtime or the call, before it sends anything", async () => {
    const runtime = new AnthropicRuntime({ ...offline, retry: { maxRetries: 0 } });
    await expect(runtime.exec("Hi")).rejects.toThrow(ConfigurationError);
    await expect(runtime.exec("Hi")).rejects.toThrow(/needs a model/);
  });
});
