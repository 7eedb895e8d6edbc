import { context, type Span, type Tracer } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { instrumentAgentic, type AgenticInstrumentation, type InstrumentAgenticOptions } from "../instrument-agentic";

/** An OpenTelemetry SDK of one test file that keeps finished spans in memory, and agentic-ts instrumented into it. */
export interface SpanRecorder {
  /** The tracer the test's "application" starts its own spans with (the provider is not registered globally). */
  readonly app: Tracer;
  /** The running instrumentation of the current test. */
  readonly otel: AgenticInstrumentation;
  /** The finished spans, in the order they ended. */
  spans(): ReadableSpan[];
  /** The one finished span with this name (fails the test when there is none or several). */
  one(name: string): ReadableSpan;
  /** Runs `work` inside an active application span named `name` (as an HTTP request's span would be), ending it after. */
  within<T>(name: string, work: () => Promise<T>): Promise<T>;
}

/**
 * Registers hooks that set up a `BasicTracerProvider` with an `InMemorySpanExporter` behind a
 * `SimpleSpanProcessor` and the async-hooks context manager, and instrument agentic-ts into it for each
 * test (`options` as given), disabling it and clearing the spans after the test.
 */
export function useSpanRecorder(options: Omit<InstrumentAgenticOptions, "tracerProvider"> = {}): SpanRecorder {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const contextManager = new AsyncLocalStorageContextManager();
  let otel: AgenticInstrumentation | undefined;
  beforeAll(() => {
    context.setGlobalContextManager(contextManager.enable());
  });
  beforeEach(() => {
    otel = instrumentAgentic({ ...options, tracerProvider: provider });
  });
  afterEach(() => {
    otel?.disable();
    exporter.reset();
  });
  afterAll(async () => {
    context.disable();
    await provider.shutdown();
  });
  const spans = (): ReadableSpan[] => exporter.getFinishedSpans();
  const app = provider.getTracer("test-app");
  return {
    app,
    get otel() {
      if (!otel) throw new Error("the instrumentation starts in beforeEach");
      return otel;
    },
    spans,
    one(name) {
      const found = spans().filter((s) => s.name === name);
      if (found.length !== 1) throw new Error(`expected one span named "${name}", found ${found.length}: ${spans().map((s) => s.name).join(", ")}`);
      return found[0];
    },
    within(name, work) {
      return app.startActiveSpan(name, async (span) => {
        try {
          return await work();
        } finally {
          span.end();
        }
      });
    },
  };
}

/** The span id of a span's parent, or undefined for a root span. */
export function parentOf(span: ReadableSpan): string | undefined {
  return span.parentSpanContext?.spanId;
}

/** A span's own id. */
export function idOf(span: ReadableSpan | Span): string {
  return span.spanContext().spanId;
}

/** Every attribute key and value of the spans, and their events and status, as one text to search for content. */
export function everythingRecorded(spans: readonly ReadableSpan[]): string {
  return JSON.stringify(spans.map((s) => ({ name: s.name, attributes: s.attributes, events: s.events.map((e) => e.attributes), status: s.status })));
}
