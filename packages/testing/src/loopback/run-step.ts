import { STATUS_CODES } from "node:http";
import { abortableSleep } from "./abortable-sleep";
import { sendBody, sendError, sendJson, sendSse, type LoopbackExchange } from "./loopback-exchange";
import type { LoopbackReplyStep, LoopbackStep } from "./loopback-step";
import { replyContext } from "./provider-format";

// Cut off mid-object, like a body truncated in transit.
const TRUNCATED_BODY = '{"id": "loopback-truncated", "choices": [{"index": 0, "message": {"role": "assist';

/** Carries out one scripted step on an exchange: a reply (plain or streamed) or one of the faults. */
export async function runStep(step: LoopbackStep, exchange: LoopbackExchange): Promise<void> {
  if ("reply" in step) return sendReply(step, exchange);
  switch (step.fault) {
    case "status":
      return sendError(exchange, step.status, step.message ?? defaultMessage(step.status), step.headers);
    case "slow":
      if (await abortableSleep(step.delayMs, exchange.signal)) await sendReply(step.then, exchange);
      return;
    case "reset":
      // An RST rather than a FIN, so the client sees a real connection reset.
      exchange.res.socket?.resetAndDestroy();
      return;
    case "malformed":
      return sendMalformed(step.body ?? TRUNCATED_BODY, exchange);
  }
}

async function sendReply(step: LoopbackReplyStep, exchange: LoopbackExchange): Promise<void> {
  if (!(await abortableSleep(step.delayMs ?? 0, exchange.signal))) return;
  const context = replyContext(step.reply, exchange.request);
  if (isStreaming(exchange)) await sendSse(exchange, exchange.format.streamEvents(context));
  else sendJson(exchange, 200, exchange.format.replyBody(context));
}

// A streaming client parses SSE whatever the content type, so a broken stream must break inside an event.
async function sendMalformed(body: string, exchange: LoopbackExchange): Promise<void> {
  if (isStreaming(exchange)) await sendSse(exchange, [exchange.format.malformedEvent(body)]);
  else sendBody(exchange, 200, "application/json", body);
}

function isStreaming(exchange: LoopbackExchange): boolean {
  return exchange.request.body?.stream === true;
}

function defaultMessage(status: number): string {
  return `loopback server: scripted ${status} ${STATUS_CODES[status] ?? "error"}`;
}
