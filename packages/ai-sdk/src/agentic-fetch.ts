import { openConnectionPool, type ConnectionPoolOptions } from "@agentic-ts/transport";

/** A `fetch` for AI SDK providers over agentic-ts's pooled transport, with a way to end its connections. */
export type AgenticFetch = typeof globalThis.fetch & {
  /** Ends the pool's keep-alive connections (call it when the provider is no longer used). */
  close(): Promise<void>;
};

/**
 * A `fetch` to give an AI SDK provider (`createOpenAI({ fetch: agenticFetch() })`,
 * `createAnthropic({ fetch })`, any provider's `fetch` setting): requests go through the transport the
 * native agentic-ts runtimes use — a pool of keep-alive connections (`maxConnections`, default 64; see
 * the README's "Many calls at once") and a lean exchange instead of undici's WHATWG `fetch`, with answers admitted a slice at a time by the shared event-loop budget. With
 * many calls in flight it about halves the client CPU of each call (`npm run bench`, ai-sdk). Streams,
 * aborts, redirects and network errors behave as with `fetch`.
 *
 * @example
 * ```ts
 * const runtime = fromAiSdk(createOpenAICompatible({ name: "local", baseURL, fetch: agenticFetch() }).chatModel("qwen3"));
 * ```
 */
export function agenticFetch(options: ConnectionPoolOptions = {}): AgenticFetch {
  const pool = openConnectionPool(options);
  const fetch = ((input: Parameters<typeof globalThis.fetch>[0], init?: RequestInit) => pool.fetch(input, init)) as AgenticFetch;
  fetch.close = () => pool.close();
  return fetch;
}
