import type { LoopbackReply, LoopbackUsage } from "./loopback-step";
import type { RecordedRequest } from "./recorded-request";

/** One server-sent event: an optional `event:` name and its `data:` payload. */
export interface SseEvent {
  readonly event?: string;
  readonly data: string;
}

/** A reply with its defaults resolved, ready for a {@link ProviderFormat} to render. */
export interface ReplyContext {
  readonly reply: LoopbackReply;
  readonly model: string;
  readonly usage: LoopbackUsage;
  readonly request: RecordedRequest;
}

/** How one provider's API spells replies, streams and errors on the wire. */
export interface ProviderFormat {
  /** The response header that carries the request id (`x-request-id`, `request-id`). */
  readonly requestIdHeader: string;
  /** The JSON body of an error response. */
  errorBody(status: number, message: string, requestId: string): object;
  /** The JSON body of a non-streaming reply. */
  replyBody(context: ReplyContext): object;
  /** The SSE events of a streaming reply, terminator included. */
  streamEvents(context: ReplyContext): SseEvent[];
  /** An SSE event whose data does not parse, for the `malformed` fault on a streaming request. */
  malformedEvent(data: string): SseEvent;
}

const DEFAULT_USAGE: LoopbackUsage = { inputTokens: 10, outputTokens: 5 };

/** Resolves a reply's defaults (model from the request, usage 10/5) against the request it answers. */
export function replyContext(reply: LoopbackReply, request: RecordedRequest): ReplyContext {
  const requested = request.body?.model;
  const model = reply.model ?? (typeof requested === "string" ? requested : "loopback-model");
  return { reply, model, usage: reply.usage ?? DEFAULT_USAGE, request };
}
