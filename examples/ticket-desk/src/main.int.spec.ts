import "reflect-metadata";
import { LoopbackProviderServer, type LoopbackStep } from "@agentic-ts/testing";
import { main } from "./main";
import { loadTranscript } from "./transcript";

describe("ticket-desk main against a provider configured through the environment", () => {
  let server: LoopbackProviderServer;
  beforeAll(async () => {
    server = await LoopbackProviderServer.start();
  });
  afterAll(() => server.close());

  it("runs the same code on the OpenAI runtime when OPENAI_BASE_URL and AGENTIC_MODEL are set", async () => {
    // The loopback server answers like an OpenAI-compatible model (Ollama, vLLM) with the recorded replies.
    const steps: LoopbackStep[] = loadTranscript("refund.json").map((r) =>
      typeof r === "string" ? { reply: { text: r } } : { reply: { text: r.text, toolCalls: r.toolCalls?.map((c) => ({ name: c.name, args: c.args as object })) } },
    );
    server.script(...steps);
    const lines: string[] = [];
    const result = await main({
      env: { OPENAI_BASE_URL: server.openaiBaseURL, AGENTIC_MODEL: "local-model" },
      print: (text) => lines.push(text),
    });
    expect(result).toMatchObject({ status: "refunded", refundId: "R-A-1001" });
    const out = lines.join("\n");
    expect(out).toContain("Model: OpenAIRuntime, model local-model");
    expect(out).toMatch(/exec local-model · tools: lookupOrder, lookupCustomer · choices: refund, escalate, close {2}\(.*\d+ in \/ \d+ out tokens\)/);
    expect(server.requests.map((r) => r.body?.model)).toEqual(["local-model", "local-model"]);
    expect(JSON.stringify(server.requests.map((r) => r.body))).not.toContain("C-42");
  });
});
