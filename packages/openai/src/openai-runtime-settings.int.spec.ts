import { ConfigurationError, decision } from "@agentic-ts/core";
import { PNG_BASE64, PNG_BYTES, picturesConversation } from "../../core/src/__fixtures__/pictures-conversation";
import { useLoopback } from "./__fixtures__/loopback-setup";

const loop = useLoopback();
const pick = (call: string): string => JSON.stringify({ call, args: {} });

describe("OpenAIRuntime: model settings, provider options, history and images on the wire", () => {
  it("sends each setting as its Chat Completions field and merges providerOptions.openai into the body", async () => {
    loop.server.script({ reply: { text: pick("close") } });
    const runtime = loop.runtime({ settings: { temperature: 0.9, providerOptions: { openai: { user: "u-1" } } } });
    const result = await decision.make("Done?", { keep: "OPEN", close: "CLOSED" }, {
      runtime,
      settings: {
        temperature: 0.2,
        maxTokens: 64,
        topP: 0.9,
        stopSequences: ["END"],
        seed: 7,
        providerOptions: { openai: { service_tier: "flex", reasoning_effort: "low" }, anthropic: { top_k: 3 } },
      },
    });
    expect(result).toBe("CLOSED");
    const body = loop.server.requests[0].body!;
    expect(body).toMatchObject({
      model: "gpt-loopback",
      temperature: 0.2,
      max_tokens: 64,
      top_p: 0.9,
      stop: ["END"],
      seed: 7,
      user: "u-1",
      service_tier: "flex",
      reasoning_effort: "low",
    });
    // Another provider's options, and the field this server does not know, are not sent.
    expect(body).not.toHaveProperty("top_k");
    expect(body).not.toHaveProperty("max_completion_tokens");
  });

  it("sends maxTokens as max_completion_tokens when told to (OpenAI's own API defaults to it)", async () => {
    loop.server.script({ reply: { text: "Hi." } }, { reply: { text: "Hi." } });
    const runtime = loop.runtime({ maxTokensParam: "max_completion_tokens", settings: { maxTokens: 32 } });
    expect(runtime.maxTokensParam).toBe("max_completion_tokens");
    await runtime.exec("Hello.");
    expect(loop.server.requests[0].body).toMatchObject({ max_completion_tokens: 32 });
    expect(loop.server.requests[0].body).not.toHaveProperty("max_tokens");
    // No settings anywhere: no sampling field at all.
    await loop.runtime().exec("Hello.");
    expect(Object.keys(loop.server.requests[1].body!).sort()).toEqual(["messages", "model", "stream"]);
  });

  it("sends a conversation with images as system, user and assistant messages with image_url parts", async () => {
    loop.server.script({ reply: { text: "A cat and a dog." } });
    const runtime = loop.runtime({ system: "You are a vision desk." });
    const text = await runtime.exec(picturesConversation("https://example.com/dog.jpg"));
    expect(text).toBe("A cat and a dog.");
    expect(loop.server.requests[0].body!.messages).toEqual([
      { role: "system", content: "You are a vision desk.\n\nBe brief." },
      { role: "user", content: "I will send two pictures." },
      { role: "assistant", content: "Go ahead." },
      {
        role: "user",
        content: [
          { type: "text", text: "What is in them?" },
          { type: "image_url", image_url: { url: `data:image/png;base64,${PNG_BASE64}` } },
          { type: "image_url", image_url: { url: "https://example.com/dog.jpg" } },
        ],
      },
    ]);
  });

  it("appends the menu of exec choices as a text part after the images", async () => {
    loop.server.script({ reply: { text: pick("refund") } });
    const result = await loop.runtime().exec([{ role: "user", content: [{ type: "image", image: PNG_BYTES }, { type: "text", text: "Broken?" }] }], {
      choices: { refund: "REFUND", close: "CLOSE" },
    });
    expect(result).toBe("REFUND");
    const content = loop.server.requests[0].body!.messages[0].content as Array<Record<string, unknown>>;
    expect(content.map((p) => p.type)).toEqual(["image_url", "text", "text"]);
    expect(content[2].text).toMatch(/refund/);
  });

  it("refuses provider options that would replace a field it builds, before sending anything", async () => {
    const runtime = loop.runtime();
    const error = await runtime.exec("Hi.", { settings: { providerOptions: { openai: { messages: [] } } } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toMatch(/providerOptions.openai.messages cannot be set/);
    expect(loop.server.requests).toHaveLength(0);
  });
});
