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
  const contentType = response.headers.get("content-type");
  if (contentType !== null && isJsonMediaType(contentType)) {
    if (response.headers.get("content-length") === "0") return Promise.resolve(undefined);
    return response.json();
  }
  return response.text();
}

// The SDK's test: the media type (before any parameters, trimmed) contains `application/json` or ends
// with `+json`. Written without splitting, which made an array for every answer.
function isJsonMediaType(contentType: string): boolean {
  const end = contentType.indexOf(";");
  const mediaType = (end < 0 ? contentType : contentType.slice(0, end)).trim();
  return mediaType.includes("application/json") || mediaType.endsWith("+json");
}
