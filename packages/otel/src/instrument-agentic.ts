import * as diagnosticsChannel from "node:diagnostics_channel";
import { context, diag, trace as otelTrace, type Tracer, type TracerProvider } from "@opentelemetry/api";
import { DIAGNOSTICS_CHANNELS, type ModelCallStartMessage, type TraceNodeMessage } from "@agentic-ts/core";
import { inputMessages, systemInstructions } from "./content-messages";
import { describeNodeSpan } from "./describe-node-span";
import { finishNodeSpan } from "./finish-node-span";
import { offeredTools } from "./model-named-tool";
import { NodeSpanRegistry, type NodeSpan } from "./node-span-registry";
import { SPAN_ATTRIBUTES as A } from "./span-attributes";

/** The tracer name spans are created with unless {@link InstrumentAgenticOptions.tracerName} says otherwise. */
export const DEFAULT_TRACER_NAME = "@agentic-ts/otel";

/** Options of {@link instrumentAgentic}. */
export interface InstrumentAgenticOptions {
  /** The provider to get the tracer from. Default: the global one (`trace.getTracerProvider()`). */
  readonly tracerProvider?: TracerProvider;
  /**
   * Record prompts, replies, tool and function arguments and results, and error messages on the spans
   * (`gen_ai.input.messages`, `gen_ai.output.messages`, `gen_ai.tool.call.arguments`, …). Default false:
   * they can hold personal data, so only names, models, counts and error classes are recorded — and only
   * names the developer defined: a tool the model named that its turn did not offer is `_OTHER`.
   */
  readonly captureContent?: boolean;
  /** The tracer (instrumentation scope) name. Default `@agentic-ts/otel`. */
  readonly tracerName?: string;
}

/** A running instrumentation: the handle {@link instrumentAgentic} returns. */
export interface AgenticInstrumentation {
  /** Stops making spans (unsubscribes from the channels). Spans still open are never ended. Idempotent. */
  disable(): void;
  /** How many spans are open: started for a trace node that has not ended yet. */
  readonly openSpans: number;
}

/**
 * Turns agentic-ts trace nodes into OpenTelemetry spans following the GenAI semantic conventions, for
 * every runtime in the process: `invoke_agent {name}` for agentic-function calls, `chat {model}` for
 * model calls (model, provider, token usage, finish reason), `execute_tool {tool}` for tool calls, and
 * `decision {chosen}` spans with the options, the chosen option and the attempts (each re-pick a child
 * span and an event). A node's span is a child of its parent node's span; a root node's span is a
 * child of the context active where it started, so agent work nests under the application's span
 * (e.g. the HTTP request's). Registering an SDK (tracer provider, exporter, context manager) is the
 * application's job.
 *
 * @example
 * ```ts
 * import { instrumentAgentic } from "@agentic-ts/otel";
 * const otel = instrumentAgentic();          // after the OpenTelemetry SDK is set up
 * // … later, e.g. in tests: otel.disable();
 * ```
 */
export function instrumentAgentic(options: InstrumentAgenticOptions = {}): AgenticInstrumentation {
  const provider = options.tracerProvider ?? otelTrace.getTracerProvider();
  const tracer = provider.getTracer(options.tracerName ?? DEFAULT_TRACER_NAME);
  const capture = options.captureContent === true;
  const spans = new NodeSpanRegistry();

  const onStart = guarded((message) => startSpan(tracer, spans, message as TraceNodeMessage, capture));
  const onEnd = guarded((message) => {
    const { trace, node } = message as TraceNodeMessage;
    const entry = spans.take(trace, node.id);
    if (entry) finishNodeSpan(entry, node, capture);
  });
  const onModelCall = guarded((message) => {
    const { runtime, request, node } = message as ModelCallStartMessage;
    const entry = node && spans.get(runtime.trace, node.id);
    if (!entry) return;
    const system = systemInstructions(request);
    if (system) entry.span.setAttribute(A.systemInstructions, system);
    entry.span.setAttribute(A.inputMessages, inputMessages(request));
  });

  diagnosticsChannel.subscribe(DIAGNOSTICS_CHANNELS.traceNodeStart, onStart);
  diagnosticsChannel.subscribe(DIAGNOSTICS_CHANNELS.traceNodeEnd, onEnd);
  // The request's messages are content: the channel is heard only when the user opted in.
  if (capture) diagnosticsChannel.subscribe(DIAGNOSTICS_CHANNELS.modelCallStart, onModelCall);
  let enabled = true;
  return {
    disable() {
      if (!enabled) return;
      enabled = false;
      diagnosticsChannel.unsubscribe(DIAGNOSTICS_CHANNELS.traceNodeStart, onStart);
      diagnosticsChannel.unsubscribe(DIAGNOSTICS_CHANNELS.traceNodeEnd, onEnd);
      if (capture) diagnosticsChannel.unsubscribe(DIAGNOSTICS_CHANNELS.modelCallStart, onModelCall);
      spans.clear();
    },
    get openSpans() {
      return spans.size;
    },
  };
}

function startSpan(tracer: Tracer, spans: NodeSpanRegistry, { trace, node }: TraceNodeMessage, capture: boolean): void {
  const parent = spans.get(trace, node.parentId);
  // Subscribers run synchronously where the node starts, so the active context is the caller's.
  const parentContext = parent ? otelTrace.setSpan(context.active(), parent.span) : context.active();
  // A tool call's name is checked against its turn's tools before the span starts: a sampler and a span
  // processor see the name and the first attributes at the start, so a rename at the end would be too late.
  const start = describeNodeSpan(node, capture, parent?.tools);
  // A root recorded while a durable run executes names the run: its spans of every execution share the id.
  const attributes = node.durableRunId === undefined ? start.attributes : { ...start.attributes, [A.durableRunId]: node.durableRunId };
  const span = tracer.startSpan(start.name, { kind: start.kind, attributes }, parentContext);
  const provider = node.kind === "model_call" && typeof node.data.provider === "string" ? node.data.provider : undefined;
  const tools = node.kind === "exec" ? offeredTools(node) : undefined;
  const entry: NodeSpan = { span, kind: node.kind, parent, repicks: 0, hasProvider: provider !== undefined, ...(tools ? { tools } : {}) };
  spans.add(trace, node.id, entry);
  if (node.kind === "repick" && parent) {
    parent.repicks++;
    parent.span.addEvent("agentic.repick", start.attributes);
  }
  if (provider) reportProvider(entry, provider);
}

// An agentic function learns its provider only when it calls a model: the conventions want
// `gen_ai.provider.name` on `invoke_agent` spans too, so the first model call tells every enclosing one.
function reportProvider(entry: NodeSpan, provider: string): void {
  for (let up = entry.parent; up; up = up.parent) {
    if (up.kind !== "function" || up.hasProvider) continue;
    up.span.setAttribute(A.providerName, provider);
    up.hasProvider = true;
  }
}

// A subscriber that throws would surface as an uncaught exception in the application: telemetry must
// never break the work it watches, so failures go to OpenTelemetry's diagnostic logger instead.
function guarded(handler: (message: unknown) => void): (message: unknown, name: string | symbol) => void {
  return (message) => {
    try {
      handler(message);
    } catch (error) {
      diag.error("@agentic-ts/otel: could not record a span", error);
    }
  };
}
