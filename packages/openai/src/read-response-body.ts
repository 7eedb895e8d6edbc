/** What {@link readResponseBody} needs of a fetch `Response`: its status, two headers and the body. */
export interface BodySource {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  text(): Promise<string>;
}

/**
 * Reads the body of a successful answer as the `openai` SDK's own response parser does (its
 * `defaultParseResponse`, for a request that does not stream): `null` for a 204, the parsed JSON when
 * the media type is JSON (`application/json` or `+json`; `undefined` for an empty one), else the text.
 * {@link OpenAIRuntime} asks its own SDK client for the raw response (`asResponse()`) and reads it here,
 * which spares each call the SDK's parse step (its promises, a debug record built even with logging off,
 * and the `_request_id` property it defines on every body) while the body seen stays the same.
 * A body that is not valid JSON rejects with the `SyntaxError` the SDK's parse would have thrown.
 */
export function readResponseBody(response: BodySource): Promise<unknown> {
  if (response.status === 204) return Promise.resolve(null);
  const mediaType = response.headers.get("content-type")?.split(";")[0]?.trim();
  if (mediaType !== undefined && (mediaType.includes("application/json") || mediaType.endsWith("+json"))) {
    if (response.headers.get("content-length") === "0") return Promise.resolve(undefined);
    return response.json();
  }
  return response.text();
}
