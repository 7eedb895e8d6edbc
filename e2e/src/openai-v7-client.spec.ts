import { decision } from "@agentic-ts/core";
import { OpenAIRuntime } from "@agentic-ts/openai";
import { LoopbackProviderServer } from "@agentic-ts/testing";
import OpenAI7 from "openai-v7";

// The repo develops against openai 6 (openai 7 declares Node >= 22, the repo supports 20.19), while the
// peer range lets a user bring openai 7. This file is type-checked by ts-jest: it fails to compile when
// a user's openai@7 client is not accepted where a client is.
describe("OpenAIRuntime with a user's openai@7 client", () => {
  let server: LoopbackProviderServer;
  beforeEach(async () => (server = await LoopbackProviderServer.start()));
  afterEach(() => server.close());

  it("accepts the client and decides through it", async () => {
    const client = new OpenAI7({ apiKey: "k", baseURL: server.openaiBaseURL, maxRetries: 0 });
    const runtime = new OpenAIRuntime({ model: "m", client, stream: false });
    server.script({ reply: { text: '{"call": "close"}' } });

    const next = await decision.make("Close or keep?", { close: "closed", keep: "kept" }, { runtime });

    expect(runtime.client).toBe(client);
    expect(next).toBe("closed");
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].headers["user-agent"]).toMatch(/OpenAI\/JS 7\./);
  });
});
