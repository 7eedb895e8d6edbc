import { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { Headers, Response, type Dispatcher } from "undici";

// Statuses whose responses have no body, by the Fetch standard.
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * Turns an answer from `undici.request` into a WHATWG `Response`, as `fetch` would have made it: headers
 * copied (repeated ones appended), a `gzip` / `deflate` / `br` body decoded, no body for null-body
 * statuses and `HEAD`. A server-sent-event stream (or a body being decoded) is passed on as a stream
 * chunk by chunk; any other body is read in full first, so the SDK's `json()` meets a ready buffer
 * instead of a web stream. Errors while reading reject with the abort reason when `signal` has aborted,
 * else with fetch's `TypeError("fetch failed")` and the cause.
 */
export async function toFetchResponse(
  answer: Dispatcher.ResponseData,
  method: string,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.append(name, value);
  }
  const init = { status: answer.statusCode, statusText: answer.statusText ?? "", headers };
  if (NULL_BODY_STATUSES.has(answer.statusCode) || method === "HEAD") {
    await answer.body.dump();
    return new Response(null, init);
  }
  const decoded = decode(answer.body, headers.get("content-encoding"));
  const isEventStream = /^\s*text\/event-stream/i.test(headers.get("content-type") ?? "");
  if (decoded !== answer.body || isEventStream) return new Response(toWebStream(decoded, signal), init);
  try {
    return new Response(await answer.body.arrayBuffer(), init);
  } catch (error) {
    throw fetchError(error, signal);
  }
}

/** The error `fetch` rejects with: the abort reason once `signal` has aborted, else `TypeError("fetch failed")`. */
export function fetchError(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return signal.reason;
  return new TypeError("fetch failed", { cause: error });
}

// Decodes the codings fetch decodes; an unknown or stacked coding is passed through as sent.
function decode(body: Readable, coding: string | null): Readable {
  const name = coding?.trim().toLowerCase();
  if (!name || name === "identity") return body;
  const decoder =
    name === "gzip" || name === "x-gzip"
      ? createGunzip()
      : name === "deflate"
        ? createInflate()
        : name === "br"
          ? createBrotliDecompress()
          : undefined;
  if (!decoder) return body;
  body.on("error", (error) => decoder.destroy(error));
  return body.pipe(decoder);
}

// A pull-based web stream over a Node stream: one chunk per read, so backpressure holds, and a
// cancelled read (the SDK stopping early) destroys the socket's body.
function toWebStream(body: Readable, signal: AbortSignal | undefined): ReadableStream<Uint8Array> {
  const chunks = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
        } catch (error) {
          controller.error(fetchError(error, signal));
        }
      },
      cancel(reason) {
        body.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
