import { spawn } from "node:child_process";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as path from "node:path";

/** An OTLP attribute value in the JSON encoding. */
interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
  arrayValue?: { values?: OtlpValue[] };
}

/** A span as the OTLP/HTTP JSON encoding carries it. */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Array<{ key: string; value: OtlpValue }>;
  status?: { code?: number };
}

interface Received {
  readonly path?: string;
  readonly headers: IncomingHttpHeaders;
  readonly spans: OtlpSpan[];
  readonly scopes: string[];
}

function plain(value: OtlpValue): unknown {
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(plain);
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.boolValue;
}

function attributesOf(span: OtlpSpan): Record<string, unknown> {
  return Object.fromEntries((span.attributes ?? []).map((a) => [a.key, plain(a.value)]));
}

/** Runs `__fixtures__/otlp-app.ts` in a child process (TypeScript sources loaded on the fly); resolves to its exit code. */
function runApp(url: string): Promise<number | null> {
  const preload = path.join(__dirname, "../../transport/src/__fixtures__/require-sources.js");
  const child = spawn(process.execPath, ["-r", preload, path.join(__dirname, "__fixtures__/otlp-app.ts"), url], { stdio: ["ignore", "inherit", "inherit"] });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
}

describe("instrumentAgentic exporting over OTLP/HTTP (JSON) to a receiver on 127.0.0.1", () => {
  const received: Received[] = [];
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        let body: { resourceSpans: Array<{ scopeSpans: Array<{ scope?: { name?: string }; spans: OtlpSpan[] }> }> };
        try {
          body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof body;
        } catch {
          // Anything but OTLP JSON (e.g. protobuf) is refused, and the assertions below see no spans.
          res.writeHead(400).end();
          return;
        }
        const scopeSpans = body.resourceSpans.flatMap((r) => r.scopeSpans);
        received.push({ path: req.url, headers: req.headers, spans: scopeSpans.flatMap((s) => s.spans), scopes: scopeSpans.map((s) => s.scope?.name ?? "") });
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
  });

  it("sends the agent's spans with their names, parents and GenAI attributes", async () => {
    await expect(runApp(url)).resolves.toBe(0);

    expect(received.length).toBeGreaterThan(0);
    expect(received.every((r) => r.path === "/v1/traces" && r.headers["content-type"] === "application/json")).toBe(true);
    expect(new Set(received.flatMap((r) => r.scopes))).toEqual(new Set(["test-app", "@agentic-ts/otel"]));
    const spans = received.flatMap((r) => r.spans);
    const named = (name: string) => spans.filter((s) => s.name === name);
    expect(spans.map((s) => s.name).sort()).toEqual(
      [
        "POST /tickets",
        "invoke_agent handle",
        "agentic.exec",
        "chat scripted-1",
        "execute_tool lookupOrder",
        "invoke_agent lookupOrder",
        "execute_tool lookupOrder",
        "invoke_agent lookupOrder",
        "chat scripted-1",
        "decision refund",
        "chat scripted-1",
        "invoke_agent refund",
      ].sort(),
    );

    const [request] = named("POST /tickets");
    const [handle] = named("invoke_agent handle");
    const [made] = named("decision refund");
    expect(handle.parentSpanId).toBe(request.spanId);
    expect(made.parentSpanId).toBe(handle.spanId);
    expect(new Set(spans.map((s) => s.traceId))).toEqual(new Set([request.traceId]));

    // OTLP span kinds: 1 INTERNAL, 3 CLIENT.
    const chats = named("chat scripted-1");
    expect(chats.map((c) => c.kind)).toEqual([3, 3, 3]);
    expect(handle.kind).toBe(1);
    expect(attributesOf(handle)).toMatchObject({ "gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": "handle" });
    expect(chats.map((c) => attributesOf(c)["gen_ai.usage.input_tokens"]).sort()).toEqual([100, 150, 80].sort());
    expect(attributesOf(made)).toMatchObject({
      "agentic.decision.options": ["refund", "close"],
      "agentic.decision.chosen": "refund",
      "agentic.decision.attempts": 1,
    });
    const tools = named("execute_tool lookupOrder").map(attributesOf);
    expect(tools.map((t) => t["gen_ai.tool.call.id"]).sort()).toEqual(["call-7", "call-8"]);
    // OTLP status code 2 is ERROR: the failing lookup.
    expect(named("execute_tool lookupOrder").map((t) => t.status?.code ?? 0).sort()).toEqual([0, 2]);
    // The child transpiles the repo's sources as it loads them: slow on a busy machine, not a hang.
  }, 120_000);
});
