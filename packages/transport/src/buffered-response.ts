import { Readable } from "node:stream";
import { ResponseHeaders } from "./response-headers";

/**
 * A `Response` whose body has already been read in full into one buffer: what the pooled fetch hands the
 * SDKs for an ordinary (not streamed, not encoded) answer. The SDKs read its status, a few headers and
 * `json()` or `text()`; a WHATWG `Response` would wrap the buffer in a web stream and read it back
 * through that stream's machinery, and build a validated `Headers` copy, which about doubled the CPU
 * time the answer cost after it arrived.
 *
 * It behaves as a `Response` for everything the Fetch standard lets a reader see: the body can be read
 * once (`json`, `text`, `arrayBuffer`, `bytes`, `blob`, `formData`, or the `body` stream), `bodyUsed`
 * tells, `clone()` copies it, a UTF-8 byte order mark is dropped by `json()` and `text()`, and `body` is
 * `null` for an answer without a body (a null-body status or `HEAD`). It is not `instanceof Response`.
 */
export class BufferedResponse implements Response {
  /** `default`, as for every response `fetch` returns from a same-origin or server-side request. */
  readonly type = "default";
  /** False: the pooled fetch does not track the redirects its dispatcher follows. */
  readonly redirected = false;
  readonly headers: ResponseHeaders;
  readonly #bytes: Buffer | null;
  #used = false;
  #stream: ReadableStream<Uint8Array> | undefined;

  /**
   * @param bytes The whole body, or `null` for an answer without one.
   * @param url The URL the request was sent to.
   */
  constructor(
    readonly status: number,
    readonly statusText: string,
    headers: ResponseHeaders,
    bytes: Buffer | null,
    readonly url: string,
  ) {
    this.headers = headers;
    this.#bytes = bytes;
  }

  /** Whether the status is 200-299. */
  get ok(): boolean {
    return this.status >= 200 && this.status <= 299;
  }

  /** The body as a stream of one chunk (made on first access), or `null` for an answer without a body. */
  get body(): ReadableStream<Uint8Array> | null {
    if (this.#bytes === null) return null;
    if (!this.#stream) {
      const chunk = this.#used ? new Uint8Array(0) : copy(this.#bytes);
      this.#stream = new ReadableStream<Uint8Array>({
        start(controller) {
          if (chunk.byteLength > 0) controller.enqueue(chunk);
          controller.close();
        },
      });
    }
    return this.#stream;
  }

  /** Whether the body has been read (or its stream read from). */
  get bodyUsed(): boolean {
    return this.#used || (this.#stream !== undefined && Readable.isDisturbed(this.#stream as unknown as NodeJS.ReadableStream));
  }

  /** The body parsed as JSON; rejects with a `SyntaxError` when it is not JSON. */
  json(): Promise<any> {
    // The SDKs read every answer this way: one promise, not one per step.
    const bytes = this.#takeNow();
    if (!bytes) return this.text().then((text) => JSON.parse(text));
    try {
      return Promise.resolve(JSON.parse(utf8(bytes)));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** The body decoded as UTF-8. */
  async text(): Promise<string> {
    return utf8(await this.#take());
  }

  /** A copy of the body's bytes. */
  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = await this.#take();
    return copy(bytes).buffer as ArrayBuffer;
  }

  /** A copy of the body's bytes. */
  async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return copy(await this.#take());
  }

  /** The body as a `Blob` typed by the answer's content type. */
  async blob(): Promise<Blob> {
    return new Blob([copy(await this.#take())], { type: this.headers.get("content-type") ?? "" });
  }

  /** The body parsed as form data, as `Response.formData()` parses it. */
  async formData(): Promise<FormData> {
    const bytes = await this.#take();
    return new Response(copy(bytes), { headers: { "content-type": this.headers.get("content-type") ?? "" } }).formData();
  }

  /** A second response with the same status, headers and body. @throws {TypeError} once the body was read. */
  clone(): BufferedResponse {
    if (this.bodyUsed || this.#stream?.locked) throw new TypeError("Response.clone: Body has already been consumed.");
    return new BufferedResponse(this.status, this.statusText, this.headers, this.#bytes, this.url);
  }

  // The body at once when it can be taken without waiting (not yet read, no stream handed out, not null).
  #takeNow(): Buffer | undefined {
    if (this.#used || this.#stream || this.#bytes === null) return undefined;
    this.#used = true;
    return this.#bytes;
  }

  // The body, once: a second read fails as fetch's does. Once the `body` stream has been handed out, the
  // bytes are read through it, so the stream and the methods agree on what has been consumed.
  async #take(): Promise<Buffer> {
    if (this.bodyUsed || this.#stream?.locked) throw new TypeError("Body is unusable: Body has already been read");
    this.#used = true;
    if (this.#bytes === null) return Buffer.alloc(0);
    if (!this.#stream) return this.#bytes;
    return Buffer.from(await new Response(this.#stream).arrayBuffer());
  }
}

function copy(bytes: Buffer): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(bytes.byteLength);
  out.set(bytes);
  return out;
}

// UTF-8 decoding as fetch does it: a leading byte order mark is dropped, invalid sequences become U+FFFD.
function utf8(bytes: Buffer): string {
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return bom ? bytes.toString("utf8", 3) : bytes.toString("utf8");
}
