import { ConfigurationError, decision } from "@agentic-ts/core";
import { PNG_BASE64, picturesConversation } from "../../core/src/__fixtures__/pictures-conversation";
import { useLoopback } from "./__fixtures__/loopback-setup";

const loop = useLoopback();
const pick = (call: string): string => JSON.stringify({ call, args: {} });

describe("AnthropicRuntime: model settings, provider options, history and images on the wire", () => {
  it("sends each setting as its Messages API field and merges providerOptions.anthropic into the body", async () => {
    loop.server.script({ reply: { text: pick("close") } }, { reply: { text: pick("close") } });
    const runtime = loop.runtime({ settings: { topP: 0.5 } });
    await decision.make("Done?", { keep: "OPEN", close: "CLOSED" }, {
      runtime,
      settings: {
        temperature: 0.2,
        maxTokens: 64,
        stopSequences: ["END"],
        seed: 7,
        providerOptions: { anthropic: { top_k: 3, metadata: { user_id: "u-1" } }, openai: { service_tier: "flex" } },
      },
    });
    const body = loop.server.requests[0].body!;
    expect(body).toMatchObject({ model: "claude-test", max_tokens: 64, temperature: 0.2, top_p: 0.5, stop_sequences: ["END"], top_k: 3, metadata: { user_id: "u-1" } });
    // No seed field in the Messages API; another provider's options stay out.
    expect(body).not.toHaveProperty("seed");
    expect(body).not.toHaveProperty("service_tier");
    // Without settings, max_tokens is the runtime's default and nothing else is added.
    await decision.make("Done?", { close: "CLOSED" }, { runtime: loop.runtime() });
    expect(Object.keys(loop.server.requests[1].body!).sort()).toEqual(["max_tokens", "messages", "model"]);
    expect(loop.server.requests[1].body!.max_tokens).toBe(4096);
  });

  it("sends a conversation with images: top-level system, alternating messages, image blocks", async () => {
    loop.server.script({ reply: { text: "A cat and a dog." } });
    const runtime = loop.runtime({ system: "You are a vision desk." });
    const text = await runtime.exec(picturesConversation(new URL("https://example.com/dog.jpg")));
    expect(text).toBe("A cat and a dog.");
    const body = loop.server.requests[0].body!;
    expect(body.system).toBe("You are a vision desk.\n\nBe brief.");
    expect(body.messages).toEqual([
      { role: "user", content: "I will send two pictures." },
      { role: "assistant", content: "Go ahead." },
      {
        role: "user",
        content: [
          { type: "text", text: "What is in them?" },
          { type: "image", source: { type: "base64", media_type: "image/png", data: PNG_BASE64 } },
          { type: "image", source: { type: "url", url: "https://example.com/dog.jpg" } },
        ],
      },
    ]);
  });

  it("refuses a temperature above 1 and provider options that replace a built field, before sending anything", async () => {
    const runtime = loop.runtime();
    await expect(runtime.exec("Hi.", { settings: { temperature: 1.5 } })).rejects.toThrow(/temperature must be from 0 to 1 for the Messages API, got 1.5/);
    const error = await runtime.exec("Hi.", { settings: { providerOptions: { anthropic: { system: "x" } } } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toMatch(/providerOptions.anthropic.system cannot be set/);
    expect(loop.server.requests).toHaveLength(0);
  });
});
