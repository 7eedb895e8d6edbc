// A small application for the OTLP/HTTP test, run in its own process: it sets up the OpenTelemetry SDK
// with the OTLP/HTTP exporter pointed at the URL it is given, instruments agentic-ts, handles one ticket
// under a request span, flushes and exits. (The exporter loads `http` with a dynamic `import()`, which
// Jest's CommonJS sandbox cannot run, so the exporting side lives outside it, as in a real service.)
import "reflect-metadata";
import { context } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { BasicTracerProvider, BatchSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { instrumentAgentic } from "../instrument-agentic";
import { HANDLE_SCRIPT, TicketAgent } from "./ticket-agent";

async function main(url: string): Promise<void> {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  const exporter = new OTLPTraceExporter({ url, headers: { "content-type": "application/json" } });
  const provider = new BasicTracerProvider({ spanProcessors: [new BatchSpanProcessor(exporter)] });
  const otel = instrumentAgentic({ tracerProvider: provider });
  const runtime = new ScriptedRuntime(HANDLE_SCRIPT, { model: "scripted-1" });
  await provider.getTracer("test-app").startActiveSpan("POST /tickets", async (span) => {
    try {
      await new TicketAgent(runtime).handle("ticket");
    } finally {
      span.end();
    }
  });
  await provider.forceFlush();
  otel.disable();
  await provider.shutdown();
}

main(process.argv[2]).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
