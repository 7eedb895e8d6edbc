import "reflect-metadata";
import type { AddressInfo } from "node:net";
import { SpanKind } from "@opentelemetry/api";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { AgenticModule } from "@agentic-ts/nestjs";
import { ScriptedRuntime, type ScriptedReply, type ScriptedRequest } from "@agentic-ts/testing";
import { Body, Controller, HttpCode, Injectable, Post, type INestApplication } from "@nestjs/common";
import { Test } from "@nestjs/testing";
import { idOf, parentOf, useSpanRecorder } from "./__fixtures__/use-span-recorder";
import { pick, TicketAgent } from "./__fixtures__/ticket-agent";

/** The ticket agent as a Nest provider (it inherits `Agent`'s constructor, so Nest injects the runtime). */
@Injectable()
class NestTicketAgent extends TicketAgent {}

@Controller("tickets")
class TicketsController {
  constructor(private readonly agent: NestTicketAgent) {}

  @Post()
  @HttpCode(200)
  handle(@Body() body: { orderId: string }): Promise<unknown> {
    return this.agent.handle(`order ${body.orderId}`);
  }
}

// Answers each model call from what it was sent, so concurrent requests get their own replies: look the
// ticket's order up, summarize, then refund it.
function reply(request: ScriptedRequest): ScriptedReply {
  const orderId = /order ([A-Z]-\d+)/i.exec(request.text)?.[1] ?? "?";
  if (request.tools.length === 0) return pick("refund", { orderId });
  const looked = request.messages.some((m) => m.role === "tool");
  return looked ? `Order ${orderId} was delivered.` : { toolCalls: [{ name: "lookupOrder", args: { orderId } }] };
}

describe("instrumentAgentic in a NestJS app: agent spans under each HTTP request's span", () => {
  const rec = useSpanRecorder();
  let app: INestApplication;
  let base: string;
  let onRequestEnd = (): void => {};

  beforeAll(async () => {
    const module = await Test.createTestingModule({
      imports: [AgenticModule.forRoot({ runtime: new ScriptedRuntime(reply, { model: "scripted-1" }) })],
      controllers: [TicketsController],
      providers: [NestTicketAgent],
    }).compile();
    app = module.createNestApplication({ logger: false });
    // What HTTP instrumentation does: each request runs inside an active SERVER span, ended with the response.
    app.use((req: { method: string; url: string }, res: { on(event: "finish", listener: () => void): void }, next: () => void) =>
      rec.app.startActiveSpan(`${req.method} ${req.url}`, { kind: SpanKind.SERVER }, (span) => {
        res.on("finish", () => {
          span.end();
          onRequestEnd();
        });
        next();
      }),
    );
    await app.listen(0, "127.0.0.1");
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => app?.close());

  it("nests each request's invoke_agent, chat, execute_tool and decision spans under that request's span", async () => {
    const post = (orderId: string) =>
      fetch(`${base}/tickets`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ orderId }) }).then((r) => r.json());
    // The server span ends on the response's "finish", which can come just after the client has the body.
    let ended = 0;
    const bothEnded = new Promise<void>((resolve) => (onRequestEnd = () => ++ended === 2 && resolve()));
    await expect(Promise.all([post("A-1"), post("B-2")])).resolves.toEqual([{ refunded: "A-1" }, { refunded: "B-2" }]);
    await bothEnded;

    const spans = rec.spans();
    const requests = spans.filter((s) => s.name === "POST /tickets");
    const handles = spans.filter((s) => s.name === "invoke_agent handle");
    expect(handles.map(parentOf).sort()).toEqual(requests.map(idOf).sort());
    for (const request of requests) {
      const mine = spans.filter((s) => s !== request && s.spanContext().traceId === request.spanContext().traceId);
      expect(mine.map((s) => s.name).sort()).toEqual(
        ["invoke_agent handle", "agentic.exec", "chat scripted-1", "execute_tool lookupOrder", "invoke_agent lookupOrder", "chat scripted-1", "decision refund", "chat scripted-1", "invoke_agent refund"].sort(),
      );
      // Every span of the request descends from the request's span.
      const byId = new Map(spans.map((s) => [idOf(s), s]));
      const descends = (s: ReadableSpan): boolean => {
        for (let up = byId.get(parentOf(s) ?? ""); up; up = byId.get(parentOf(up) ?? "")) if (up === request) return true;
        return false;
      };
      expect(mine.every(descends)).toBe(true);
    }
    expect(rec.otel.openSpans).toBe(0);
  });
});
