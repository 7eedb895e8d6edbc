import path from "node:path";
import { HttpAppProcess } from "./support/http-app-process";
import { httpServerProgram, type ModelScenario } from "./support/http-server-program";
import { packedPackages } from "./support/packed-packages";
import { readmeSnippets, subsectionSnippets } from "./support/readme-snippets";
import { TempProject } from "./support/temp-project";

// A fresh ES-module service made of the README's "Any HTTP framework" recipes (Fastify 5 first, Express 5
// and Hono 4 beside it) with the packed packages and tsyringe installed, compiled with the compiler's
// defaults for libraries (skipLibCheck: false) and served over real HTTP against a loopback model.
jest.setTimeout(300_000);

const AGENTIC = ["@agentic-ts/core", "@agentic-ts/openai", "@agentic-ts/transport", "@agentic-ts/testing", "@agentic-ts/cli", "@agentic-ts/schema-gen", "@agentic-ts/sqlite"];
const REGISTRY = ["fastify", "express", "@types/express", "hono", "@hono/node-server", "tsyringe", "reflect-metadata", "openai", "typescript", "@types/node"];

// Planted where a careless error body would pick them up: the model's reply, the ticket (the prompt), the
// request's context value, the server's API key, and the approval policy's reason.
const REPLY_SECRET = "reply-secret-52";
const TICKET_SECRET = "ticket-secret-91";
const CUSTOMER = "cust-secret-33";
const API_KEY = "sk-e2e-0123456789abcdef";
const NEVER_SENT = [REPLY_SECRET, TICKET_SECRET, CUSTOMER, API_KEY, "Refunds over $100", "OPENAI_API_KEY"];

/** The README's tsconfig.json, with the compiler's default `skipLibCheck: false`, and its agentic.config.json. */
function projectConfig(): Record<string, string> {
  const files = Object.fromEntries(readmeSnippets("Use it in your project").map((s) => [s.file, s.code]));
  const tsconfig = JSON.parse(files["tsconfig.json"]!) as { compilerOptions: Record<string, unknown> };
  tsconfig.compilerOptions.skipLibCheck = false;
  return { "tsconfig.json": JSON.stringify(tsconfig, null, 2), "agentic.config.json": files["agentic.config.json"]! };
}

let project: TempProject;
let compiled = "";

beforeAll(async () => {
  project = await TempProject.create({
    name: "agentic-http",
    type: "module",
    packed: packedPackages(),
    agentic: AGENTIC,
    registry: REGISTRY,
    files: {
      ...projectConfig(),
      ...Object.fromEntries(subsectionSnippets("Any HTTP framework").map((s) => [s.file, s.code])),
      "src/e2e/serve.ts": httpServerProgram(REPLY_SECRET, API_KEY),
    },
  });
  await project.agentic("gen");
  compiled = await project.compile();
});
afterAll(() => project?.remove());

it("compiles the README's HTTP recipes, as ES modules, with skipLibCheck false and Fastify 5 installed", () => {
  expect(compiled).toBe("");
  const version = (name: string) => (require(path.join(project.dir, "node_modules", name, "package.json")) as { version: string }).version;
  expect(version("fastify")).toMatch(/^5\./);
  expect(project.read("src/agentic.generated.ts")).toContain('"RefundDesk.refund"');
});

describe.each([
  { framework: "fastify", malformed: 400 },
  { framework: "express", malformed: 400 },
  { framework: "hono", malformed: 500 },
])("the README's $framework recipe, served on 127.0.0.1 from the packed packages", ({ framework, malformed }) => {
  let app: HttpAppProcess;
  beforeAll(async () => {
    app = await HttpAppProcess.start(project, "dist/e2e/serve.js", [framework]);
  });
  afterAll(() => app?.stop());

  const ticket = (scenario: ModelScenario) => app.post("/tickets", { text: `scenario:${scenario} — ${TICKET_SECRET}` }, { "x-customer-id": CUSTOMER });

  /** The response's JSON body, after checking that none of the planted secrets is in its text. */
  async function safeJson(response: Response): Promise<unknown> {
    const text = await response.text();
    for (const secret of NEVER_SENT) expect(text).not.toContain(secret);
    return JSON.parse(text);
  }

  it("answers a decision with 200 and its result", async () => {
    const response = await ticket("close");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "closed" });
  });

  it("runs a picked refund with the customer from withContext (the model's own customerId is dropped)", async () => {
    const response = await ticket("small_refund");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ refunded: "A-1", amountCents: 1250, customerId: CUSTOMER });
  });

  it("answers a refund that needs approval with 409 and the pending call, no context and no reason", async () => {
    const response = await ticket("big_refund");
    expect(response.status).toBe(409);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await safeJson(response)).toEqual({
      statusCode: 409,
      error: "Conflict",
      message: '"refund" needs approval before it runs; nothing was done.',
      code: "approval_required",
      pending: { option: "refund", function: "refund", args: { orderId: "A-9", amountCents: 25000 } },
    });
  });

  it("answers a model that replies junk on every attempt with 502, without the reply or the prompt", async () => {
    const response = await ticket("junk");
    expect(response.status).toBe(502);
    expect(await safeJson(response)).toEqual({
      statusCode: 502,
      error: "Bad Gateway",
      message: "The model did not make a valid choice after 2 attempt(s).",
      code: "decision_failed",
      kind: "no_action",
      attempts: 2,
      options: ["refund", "close"],
    });
  });

  it("leaves an error that is not agentic-ts's (a malformed JSON body) to the framework's own handler", async () => {
    const response = await app.post("/tickets", "{not json", { "x-customer-id": CUSTOMER });
    expect(response.status).toBe(malformed);
    expect(await response.text()).not.toContain("internal_error");
  });

  it("logged the 502's whole error for the operator", async () => {
    expect(await app.stop()).toContain("The model did not make a valid decision after 2 attempts");
  });
});

describe("the README's Fastify durable-run route (Runs in the same app)", () => {
  let app: HttpAppProcess;
  beforeAll(async () => {
    app = await HttpAppProcess.start(project, "dist/e2e/serve.js", ["fastify"]);
  });
  afterAll(() => app?.stop());

  it("answers a run that waits for approval with 202, its id and the pending call, no context", async () => {
    const response = await app.post("/runs", { text: `scenario:big_refund — ${TICKET_SECRET}` }, { "x-customer-id": CUSTOMER });
    expect(response.status).toBe(202);
    const text = await response.text();
    for (const secret of NEVER_SENT) expect(text).not.toContain(secret);
    expect(JSON.parse(text)).toEqual({
      runId: expect.stringMatching(/^\S+$/),
      pending: { option: "refund", function: "refund", args: { orderId: "A-9", amountCents: 25000 }, requestHash: expect.stringMatching(/^[0-9a-f]{8,}$/) },
    });
  });

  it("answers a run that completed with 200, its id and the result", async () => {
    const response = await app.post("/runs", { text: "scenario:close" }, { "x-customer-id": CUSTOMER });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ runId: expect.any(String), status: "completed", result: { status: "closed" } });
  });
});
