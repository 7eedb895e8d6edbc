import "reflect-metadata";
import type { AddressInfo } from "node:net";
import { providerErrorFromStatus, providerSetup, RateLimitError } from "@agentic-ts/core";
import { ScriptedRuntime, type ScriptedRequest } from "@agentic-ts/testing";
import type { INestApplication } from "@nestjs/common";
import { Test } from "@nestjs/testing";
import { DecisionsController, PROMPT_SECRET } from "./__fixtures__/decisions.controller";
import { AgenticExceptionFilter, AgenticModule } from "./index";

const LEAKED_KEY = "sk-live-abc1";

/** The scripted model: what it does depends on the scenario the prompt names. */
function model(request: ScriptedRequest): Promise<string> | string {
  const scenario = /Scenario: (\w+)/.exec(request.text)?.[1];
  switch (scenario) {
    case "junk":
      return `Hmm, ${PROMPT_SECRET}? I would maybe refund, or not.`;
    case "approval":
      return '{"call": "refund", "args": {"orderId": "A-7"}}';
    case "ratelimit":
      throw new RateLimitError("openai returned HTTP 429: Rate limit reached", { provider: "openai", status: 429, retryAfterMs: 2400 });
    case "auth":
      throw providerErrorFromStatus(401, `Incorrect API key provided: ${LEAKED_KEY}***`, {
        provider: "openai",
        setup: providerSetup("OpenAIRuntime", "OPENAI_API_KEY", {}),
      });
    case "nomodel":
      throw providerErrorFromStatus(404, "The model `gpt-gone` does not exist", { provider: "openai", setup: { ...providerSetup("OpenAIRuntime", "OPENAI_API_KEY", {}), model: "gpt-gone" } });
    case "refused":
      throw providerErrorFromStatus(400, `This prompt was refused: ${PROMPT_SECRET}`, { provider: "openai" });
    case "silent":
      return new Promise<string>(() => undefined); // never answers: the call's timeoutMs ends it
    default:
      return '{"call": "close"}';
  }
}

/** Boots a real HTTP app on 127.0.0.1 whose only route makes a decision with the scripted model. */
async function boot(register: "module" | "global"): Promise<{ app: INestApplication; post: (scenario: string) => Promise<Response> }> {
  const runtime = new ScriptedRuntime(model, { retry: { maxRetries: 0 } });
  const module = await Test.createTestingModule({
    imports: [AgenticModule.forRoot({ runtime, exceptionFilter: register === "module" })],
    controllers: [DecisionsController],
  }).compile();
  const app = module.createNestApplication({ logger: false });
  if (register === "global") app.useGlobalFilters(new AgenticExceptionFilter(app.getHttpAdapter()));
  await app.listen(0, "127.0.0.1");
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const post = (scenario: string) =>
    fetch(`${base}/decide`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ scenario }) });
  return { app, post };
}

describe.each(["module", "global"] as const)("AgenticExceptionFilter registered by %s, in a real HTTP app", (register) => {
  let app: INestApplication;
  let post: (scenario: string) => Promise<Response>;
  beforeAll(async () => ({ app, post } = await boot(register)));
  afterAll(() => app?.close());

  /** Reads a response's JSON body, checking that nothing secret is in its text. */
  async function json(response: Response): Promise<Record<string, unknown>> {
    const text = await response.text();
    for (const secret of [PROMPT_SECRET, LEAKED_KEY, "OPENAI_API_KEY", "Scenario"]) expect(text).not.toContain(secret);
    return JSON.parse(text) as Record<string, unknown>;
  }

  it("answers a decision as usual when the model picks well", async () => {
    const response = await post("fine");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("CLOSED");
  });

  it("answers a junk model reply with 502 and a body that names the failure, not the prompt or the reply", async () => {
    const response = await post("junk");
    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await json(response)).toEqual({
      statusCode: 502,
      error: "Bad Gateway",
      message: "The model did not make a valid choice after 2 attempt(s).",
      code: "decision_failed",
      kind: "no_action",
      attempts: 2,
      options: ["refund", "close"],
    });
  });

  it("answers a pick that needs approval with 409 and the pending call (nothing was run)", async () => {
    const response = await post("approval");
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({
      statusCode: 409,
      error: "Conflict",
      code: "approval_required",
      pending: { option: "refund", function: "refund", args: { orderId: "A-7" } },
    });
  });

  it("answers a provider rate limit with 429 and Retry-After in whole seconds", async () => {
    const response = await post("ratelimit");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("3");
    expect(await json(response)).toMatchObject({ statusCode: 429, error: "Too Many Requests", code: "rate_limited", retryAfterSeconds: 3 });
  });

  it("answers a model that never replies within the call's deadline with 504", async () => {
    const response = await post("silent");
    expect(response.status).toBe(504);
    expect(await json(response)).toMatchObject({ statusCode: 504, error: "Gateway Timeout", code: "timeout" });
  });

  it("answers a rejected provider key with 500 and a body that names neither the key nor its variable", async () => {
    const response = await post("auth");
    expect(response.status).toBe(500);
    expect(await json(response)).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      message: "The server's model provider credentials were rejected.",
      code: "provider_authentication",
    });
  });

  it("answers an unknown model with 500 and a provider refusal with 502, without the provider's text", async () => {
    const missing = await post("nomodel");
    expect(missing.status).toBe(500);
    expect(await json(missing)).toMatchObject({ code: "model_not_found" });
    const refused = await post("refused");
    expect(refused.status).toBe(502);
    expect(await json(refused)).toMatchObject({ code: "provider_invalid_request" });
  });

  it("answers a configuration mistake with a generic 500 that does not repeat the error's message", async () => {
    const response = await post("misconfigured");
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      message: "The server failed to handle the request.",
      code: "internal_error",
    });
  });

  it("leaves errors that are not agentic-ts's to Nest's default 500", async () => {
    const response = await post("bug");
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ statusCode: 500, message: "Internal server error" });
  });
});
