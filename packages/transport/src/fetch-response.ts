import type { IncomingHttpHeaders } from "node:http";
import { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { Headers, Response } from "undici";

/**
 * Makes the WHATWG `Response` for an answer whose body is passed on as it arrives (a server-sent-event
 * stream, or a body being decoded): headers copied (repeated ones appended) and the body as a pull-based
 * web stream over `body`. Errors while reading reject with the abort reason when `signal` has aborted,
 * else with fetch's `TypeError("fetch failed")` and the cause.
 */
export function toStreamedResponse(
  body: Readable,
  status: number,
  statusText: string,
  record: IncomingHttpHeaders,
  signal: AbortSignal | undefined,
): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(record)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.append(name, value);
  }
  return new Response(toWebStream(body, signal), { status, statusText, headers });
}

/** The error `fetch` rejects with: the abort reason once `signal` has aborted, else `TypeError("fetch failed")`. */
export function fetchError(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return signal.reason;
  return new TypeError("fetch failed", { cause: error });
}

/** Decodes the codings fetch decodes (`gzip`, `deflate`, `br`); an unknown or stacked coding is passed through as sent. */
export function decode(body: Readable, coding: string | null): Readable {
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
  // A decoder destroyed before the body ended (the reader cancelled) takes the body with it.
  decoder.on("close", () => {
    if (!body.readableEnded) body.destroy();
  });
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
