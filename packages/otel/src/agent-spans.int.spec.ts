import "reflect-metadata";
import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { everythingRecorded, idOf, parentOf, useSpanRecorder } from "./__fixtures__/use-span-recorder";
import { HANDLE_SCRIPT, TicketAgent } from "./__fixtures__/ticket-agent";

describe("instrumentAgentic: an agent's spans (real decorators)", () => {
  const rec = useSpanRecorder();

  it("nests invoke_agent, exec, chat, execute_tool and decision spans under the request's span", async () => {
    const runtime = new ScriptedRuntime(HANDLE_SCRIPT, { model: "scripted-1" });
    const agent = new TicketAgent(runtime);
    const result = await rec.within("POST /tickets", () => agent.handle("My order A-1 arrived broken"));
    expect(result).toEqual({ refunded: "A-1" });

    const spans = rec.spans();
    const byId = new Map(spans.map((s) => [idOf(s), s]));
    const parentName = (s: ReadableSpan) => byId.get(parentOf(s) ?? "")?.name;
    const request = rec.one("POST /tickets");
    const handle = rec.one("invoke_agent handle");
    const exec = rec.one("agentic.exec");
    const made = rec.one("decision refund");
    const tools = spans.filter((s) => s.name === "execute_tool lookupOrder");
    const chats = spans.filter((s) => s.name === "chat scripted-1");

    expect(parentOf(handle)).toBe(idOf(request));
    expect(new Set(spans.map((s) => s.spanContext().traceId))).toEqual(new Set([request.spanContext().traceId]));
    expect(handle.kind).toBe(SpanKind.INTERNAL);
    expect(handle.attributes).toMatchObject({ "gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": "handle" });

    expect(parentName(exec)).toBe("invoke_agent handle");
    expect(exec.attributes).toMatchObject({ "gen_ai.request.model": "scripted-1", "agentic.exec.tools": ["lookupOrder"] });
    expect(chats.map(parentName)).toEqual(["agentic.exec", "agentic.exec", "decision refund"]);
    expect(chats.every((c) => c.kind === SpanKind.CLIENT)).toBe(true);

    // Tool calls: one span each, under the exec turn, with the provider's call id; the function the tool
    // runs is an invoke_agent span under its execute_tool span.
    expect(tools.map((t) => t.attributes["gen_ai.tool.call.id"])).toEqual(["call-7", "call-8"]);
    for (const tool of tools) {
      expect(parentName(tool)).toBe("agentic.exec");
      expect(tool.kind).toBe(SpanKind.INTERNAL);
      expect(tool.attributes).toMatchObject({ "gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "lookupOrder", "gen_ai.tool.type": "function" });
    }
    const lookups = spans.filter((s) => s.name === "invoke_agent lookupOrder");
    expect(lookups.map((l) => parentOf(l))).toEqual(tools.map(idOf));
    expect(tools.map((t) => t.status.code)).toEqual([SpanStatusCode.UNSET, SpanStatusCode.ERROR]);
    expect(tools[1].attributes["error.type"]).toBe("Error");
    expect(lookups[1].status.code).toBe(SpanStatusCode.ERROR);

    // The decision picked another agentic function: its call is an invoke_agent span under the decision.
    expect(parentName(made)).toBe("invoke_agent handle");
    expect(made.attributes).toMatchObject({
      "agentic.decision.options": ["refund", "close"],
      "agentic.decision.chosen": "refund",
      "agentic.decision.chosen.kind": "function",
      "agentic.decision.attempts": 1,
    });
    expect(parentName(rec.one("invoke_agent refund"))).toBe("decision refund");
    expect(handle.status.code).toBe(SpanStatusCode.UNSET);

    // No content without the opt-in: no ticket text, no arguments, no tool results, no error messages.
    const recorded = everythingRecorded(spans);
    for (const content of ["arrived broken", "A-1", "delivered", "database is unavailable"]) expect(recorded).not.toContain(content);
    expect(rec.otel.openSpans).toBe(0);
  });

  it("starts root spans with no active span as new traces", async () => {
    const runtime = new ScriptedRuntime(HANDLE_SCRIPT, { model: "scripted-1" });
    await new TicketAgent(runtime).handle("ticket");
    const handle = rec.one("invoke_agent handle");
    expect(parentOf(handle)).toBeUndefined();
    expect(new Set(rec.spans().map((s) => s.spanContext().traceId)).size).toBe(1);
  });
});
