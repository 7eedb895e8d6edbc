import { LoopbackProviderServer, type LoopbackStep } from "@agentic-ts/testing";
import { OpenAIRuntime } from "@agentic-ts/openai";
import { Arrivals, type SuiteBackend, type SuiteRequest, type SuiteSession, type SuiteStep } from "./suite-script";

/** A suite step as a loopback server step (OpenAI's wire). */
export function loopbackStep(step: SuiteStep): LoopbackStep {
  switch (step.kind) {
    case "reply":
      return { reply: { text: step.text, toolCalls: step.toolCalls, usage: step.usage } };
    case "status":
      return { fault: "status", status: step.status, message: step.message, headers: step.retryAfter ? { "retry-after": step.retryAfter } : undefined };
    case "hang":
      // The server gives up once the client leaves, which is what the abort does.
      return { fault: "slow", delayMs: 600_000, then: { reply: { text: "too late" } } };
  }
}

/** A Chat Completions body as the suite reads it. */
export function chatSuiteRequest(body: Record<string, any>): SuiteRequest {
  const messages = (body.messages ?? []) as Array<{ role: string; content: unknown }>;
  return {
    tools: ((body.tools ?? []) as Array<{ function: { name: string } }>).map((t) => t.function.name),
    forcedTool: body.tool_choice === "required" || typeof body.tool_choice === "object",
    jsonFormat: body.response_format?.type === "json_schema",
    texts: messages.filter((m) => m.role !== "tool" && typeof m.content === "string").map((m) => m.content as string),
    toolResults: messages.filter((m) => m.role === "tool").map((m) => String(m.content)),
  };
}

/** The native OpenAI runtime on the loopback server, answering from the script. */
export function loopbackBackend(): SuiteBackend {
  let server: LoopbackProviderServer | undefined;
  const runtimes: OpenAIRuntime[] = [];
  return {
    name: "OpenAIRuntime on the loopback server",
    async setup() {
      server = await LoopbackProviderServer.start();
    },
    async teardown() {
      await server?.close();
    },
    async endSession() {
      await Promise.all(runtimes.splice(0).map((r) => r.close()));
      server?.reset();
    },
    session(script): SuiteSession {
      const s = server!;
      const steps = [...script];
      const arrivals = new Arrivals();
      s.script(() => {
        arrivals.record();
        const step = steps.shift();
        if (!step) throw new Error("the script has no step left");
        return loopbackStep(step);
      });
      const runtime = new OpenAIRuntime({ apiKey: "sk-loopback", baseURL: s.openaiBaseURL, model: "gpt-loopback", retry: { baseDelayMs: 1, maxDelayMs: 20 } });
      runtimes.push(runtime);
      return {
        runtime,
        requests: () => s.requests.map((r) => chatSuiteRequest(r.body ?? {})),
        arrived: (count) => arrivals.arrived(count),
      };
    },
  };
}
