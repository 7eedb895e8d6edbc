import { fetch as undiciFetch, Request as UndiciRequest, type Dispatcher } from "undici";
import type { EventLoopBudget } from "./event-loop-budget";
import { exchange } from "./lean-exchange";

/**
 * A `fetch` for the provider SDKs that sends through `dispatcher` with a dispatch handler of its own
 * (see {@link exchange}) instead of undici's WHATWG `fetch`: the SDKs send a URL and a string body and
 * read a status, headers and JSON or an event stream, and for that the full fetch machinery (request
 * cloning, web streams for every body) about doubles the CPU time and the garbage of each call. An
 * ordinary answer comes back read in full, as a `BufferedResponse` (not `instanceof Response`); an
 * event stream or an encoded body as a WHATWG `Response` over a web stream. Requests the lean path does
 * not cover (a `Request` object, a stream, form or blob body) go through undici's `fetch` on the same
 * dispatcher.
 *
 * With a `budget`, every answer is admitted by it before the caller sees it, so a burst of answers is
 * handled a slice at a time instead of in one long event-loop turn (see {@link EventLoopBudget}).
 *
 * Behaves as `fetch` where the SDKs can tell: aborting rejects with the signal's reason, a network
 * failure with `TypeError("fetch failed")` and the cause; redirects are followed up to
 * `maxRedirections` times (see {@link exchange}), or by `dispatcher` if it follows them itself (with
 * `maxRedirections` 0, the default). Requests sent through undici's `fetch` follow redirects as it does.
 * Unlike `fetch` it adds no headers of its own (the SDKs set theirs): with no `accept-encoding` sent,
 * servers answer uncompressed, and a compressed answer is decoded all the same.
 */
export function createPooledFetch(dispatcher: Dispatcher, budget?: EventLoopBudget, maxRedirections = 0): typeof globalThis.fetch {
  // The SDKs send every request of a client to the same few URLs: the last one's split is kept.
  let lastUrl = "";
  let lastTarget = { origin: "", path: "" };
  // Requests the lean path does not cover go through undici's fetch, their answers admitted all the same.
  const viaFetch = async (input: string | URL | Request, init: RequestInit): Promise<Response> => {
    const response = await undiciFetch(toUndiciInput(input) as string, { ...(init as object), dispatcher } as never);
    const turn = budget?.admit();
    if (turn) await turn;
    return response as unknown as Response;
  };
  // Not an async function: the lean path returns the exchange's own promise, with no promise around it.
  const pooledFetch = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const body = init.body;
    if (!(typeof input === "string" || input instanceof URL) || !(body == null || isSentAsIs(body))) {
      return viaFetch(input, init);
    }
    try {
      const url = typeof input === "string" ? input : input.href;
      if (url !== lastUrl) {
        const parsed = new URL(url);
        lastTarget = { origin: parsed.origin, path: `${parsed.pathname}${parsed.search}` };
        lastUrl = url;
      }
      return exchange(
        dispatcher,
        {
          url,
          origin: lastTarget.origin,
          path: lastTarget.path,
          method: (init.method ?? "GET").toUpperCase(),
          headers: toSentHeaders(init.headers),
          body: body as string | Uint8Array | null | undefined,
          signal: init.signal ?? undefined,
        },
        budget,
        maxRedirections,
      );
    } catch (error) {
      // An unparsable URL (a TypeError, as fetch's): a rejection, as from fetch, not a throw.
      return Promise.reject(error);
    }
  };
  return pooledFetch as typeof globalThis.fetch;
}

// Node's global Request comes from the copy of undici bundled with Node, which this undici does not take
// for a Request: its fetch would read one as the URL "[object Request]". Such a request is rebuilt here.
function toUndiciInput(input: string | URL | Request): string | URL | UndiciRequest {
  if (!(input instanceof Request)) return input;
  const { method, headers, body, signal, redirect } = input;
  return new UndiciRequest(input.url, { method, headers, body, signal, redirect, duplex: "half" } as never);
}

function isSentAsIs(body: unknown): boolean {
  return typeof body === "string" || body instanceof Uint8Array;
}

// Headers as undici sends them. A Headers object (what the SDKs give) iterates as lower-case pairs with
// repeated values already joined, and undici takes it as it is; pairs and records become a record whose
// repeated names are joined with ", " as fetch sends them.
function toSentHeaders(headers: RequestInit["headers"]): Dispatcher.DispatchOptions["headers"] {
  if (headers instanceof Headers) return headers as unknown as Iterable<[string, string]>;
  return toHeaderRecord(headers);
}

function toHeaderRecord(headers: RequestInit["headers"]): Record<string, string> {
  const record: Record<string, string> = Object.create(null);
  if (!headers) return record;
  const pairs: Iterable<readonly [string, string]> =
    Symbol.iterator in headers
      ? (headers as Iterable<readonly [string, string]>)
      : Object.entries(headers as Record<string, string>);
  for (const [name, value] of pairs) {
    const key = name.toLowerCase();
    record[key] = key in record ? `${record[key]}, ${value}` : String(value);
  }
  return record;
}
