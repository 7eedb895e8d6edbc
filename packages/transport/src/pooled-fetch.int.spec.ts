import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { types } from "node:util";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { Agent } from "undici";
import { EventLoopBudget } from "./event-loop-budget";
import { createPooledFetch } from "./pooled-fetch";

/** A promise with its resolve function, to coordinate the test with the server without sleeps. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

const PAYLOAD = JSON.stringify({ words: Array.from({ length: 200 }, (_, i) => `word-${i}`) });
/** Opened by the server when a `/hang` request has arrived. */
let requestArrived = gate();
/** Opened by a test once it has read the first event of an `/sse*` stream. */
let serverMayGoOn = gate();

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = Buffer.concat((await req.toArray()) as Buffer[]);
  const path = req.url ?? "/";
  if (path === "/echo") {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ method: req.method, headers: req.headers, body: body.toString("utf8") }));
  } else if (path === "/bytes") res.end(body);
  else if (path === "/multi") {
    res.setHeader("set-cookie", ["a=1; Path=/", "b=2; Path=/"]);
    res.setHeader("x-multi", ["one", "two"]);
    res.writeHead(201, "Made Fresh").end("made");
  } else if (path === "/204" || path === "/304") res.writeHead(Number(path.slice(1))).end();
  else if (path === "/head") res.writeHead(200, { "content-type": "text/plain", "content-length": "5" }).end("hello");
  else if (path.startsWith("/coded/")) {
    const coding = path.slice("/coded/".length);
    const encode = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync }[coding]!;
    res.writeHead(200, { "content-type": "application/json", "content-encoding": coding }).end(encode(PAYLOAD));
  } else if (path.startsWith("/sse")) {
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.write("data: one\n\n");
    if (path === "/sse-forever") return; // the client aborts mid-body
    await serverMayGoOn.promise;
    if (path === "/sse-broken") res.destroy();
    else res.end("data: two\n\n");
  } else if (path === "/hang") requestArrived.open(); // never answers: the client aborts before headers
  else if (path === "/destroy") req.socket.destroy();
  else res.writeHead(404).end();
}

let server: Server, base: string, agent: Agent, fetch: typeof globalThis.fetch;

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  agent = new Agent();
  fetch = createPooledFetch(agent);
});
afterAll(async () => {
  await agent.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Echo = { method: string; headers: Record<string, string>; body: string };
const caught = (promise: Promise<unknown>): Promise<unknown> => promise.then(() => "resolved", (error: unknown) => error);
const firstEvent = async (reader: ReadableStreamDefaultReader<Uint8Array>) => new TextDecoder().decode((await reader.read()).value);

/** Asserts fetch's network error: `TypeError("fetch failed")` with the underlying error as `cause`. */
function expectFetchFailed(error: unknown): void {
  expect(error).toBeInstanceOf(TypeError);
  expect((error as TypeError).message).toBe("fetch failed");
  // Node's own errors come from outside Jest's sandbox, where `instanceof Error` does not hold.
  expect(types.isNativeError((error as TypeError).cause)).toBe(true);
}

describe("createPooledFetch: requests", () => {
  it.each([
    ["a Headers instance", new Headers({ "Content-Type": "text/plain", "X-Trace": "t-1" })],
    ["header pairs", [["content-type", "text/plain"], ["x-trace", "t-1"]] as [string, string][]],
    ["a header record", { "content-type": "text/plain", "x-trace": "t-1" }],
  ])("POSTs a string body with %s, as sent", async (_, headers) => {
    const seen = (await (await fetch(`${base}/echo`, { method: "post", headers, body: "héllo ✓" })).json()) as Echo;
    expect(seen.method).toBe("POST");
    expect(seen.body).toBe("héllo ✓");
    expect(seen.headers).toMatchObject({ "content-type": "text/plain", "x-trace": "t-1", "content-length": "10" });
    // Sent by undici.request: undici's fetch would have added its own headers, such as sec-fetch-mode.
    expect(seen.headers["sec-fetch-mode"]).toBeUndefined();
  });

  it("joins repeated request header pairs with a comma, as fetch does", async () => {
    const response = await fetch(new URL(`${base}/echo`), { headers: [["x-dup", "1"], ["X-Dup", "2"]] });
    expect(((await response.json()) as Echo).headers["x-dup"]).toBe("1, 2");
  });

  it("sends a Uint8Array body byte for byte, on the lean path", async () => {
    const bytes = new Uint8Array([0, 255, 1, 128, 10, 13]);
    const response = await fetch(`${base}/bytes`, { method: "PUT", body: bytes });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);

    const seen = (await (await fetch(`${base}/echo`, { method: "PUT", body: bytes })).json()) as Echo;
    expect(seen.headers["sec-fetch-mode"]).toBeUndefined();
  });

  /** Node's global Request, as an SDK would build it; it and a stream body go through undici's fetch. */
  it("sends a Request object and a ReadableStream body through undici's fetch", async () => {
    const request = new Request(`${base}/echo`, { method: "POST", headers: { "x-kind": "request" }, body: "req" });
    const seen = (await (await fetch(request)).json()) as Echo;
    expect(seen).toMatchObject({ method: "POST", body: "req", headers: { "x-kind": "request", "sec-fetch-mode": "cors" } });

    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const text of ["str", "eam"]) controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    });
    const init = { method: "POST", body: stream, duplex: "half" } as RequestInit;
    expect(await (await fetch(`${base}/echo`, init)).json()).toMatchObject({ method: "POST", body: "stream" });
  });

  it("admits every answer through the budget, on both paths", async () => {
    const budget = new EventLoopBudget();
    const budgeted = createPooledFetch(agent, budget);
    await (await budgeted(`${base}/echo`)).text();
    expect(budget.stats.admitted).toBe(1);
    await (await budgeted(`${base}/bytes`, { method: "POST", body: "x" })).text();
    expect(budget.stats.admitted).toBe(2);
    await (await budgeted(new Request(`${base}/echo`))).text();
    expect(budget.stats.admitted).toBe(3);
  });
});

describe("createPooledFetch: responses", () => {
  it("exposes the status, status text and repeated headers", async () => {
    const response = await fetch(`${base}/multi`);
    expect(response.status).toBe(201);
    expect(response.statusText).toBe("Made Fresh");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(response.headers.get("x-multi")).toBe("one, two");
    expect(await response.text()).toBe("made");
  });

  it.each([
    ["GET", "/204", 204],
    ["GET", "/304", 304],
    ["HEAD", "/head", 200],
  ])("gives a %s %s answer (%i) no body", async (method, path, status) => {
    const response = await fetch(`${base}${path}`, { method });
    expect(response.status).toBe(status);
    expect(response.body).toBeNull();
    if (method === "HEAD") expect(response.headers.get("content-length")).toBe("5");
  });

  it.each(["gzip", "deflate", "br"])("decodes a %s body", async (coding) => {
    expect(await (await fetch(`${base}/coded/${coding}`)).json()).toEqual(JSON.parse(PAYLOAD));
  });

  it("hands over an ordinary answer read in full, with the URL it was sent to", async () => {
    const response = await fetch(`${base}/echo`, { method: "POST", body: "x" });
    expect(response.url).toBe(`${base}/echo`);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(((await response.json()) as Echo).body).toBe("x");
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
  });

  /** The first event must reach the caller while the server still holds the second one back. */
  it("streams a text/event-stream body chunk by chunk", async () => {
    serverMayGoOn = gate();
    const reader = (await fetch(`${base}/sse`)).body!.getReader();
    expect(await firstEvent(reader)).toBe("data: one\n\n");

    serverMayGoOn.open();
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe("data: two\n\n");
  });
});

describe("createPooledFetch: aborts and failures", () => {
  it.each([
    ["the default AbortError", undefined],
    ["a custom reason", new Error("user cancelled")],
  ])("rejects with %s when aborted before the headers", async (_, reason) => {
    requestArrived = gate();
    const controller = new AbortController();
    const pending = fetch(`${base}/hang`, { signal: controller.signal });
    await requestArrived.promise;
    controller.abort(reason);

    await expect(pending).rejects.toBe(controller.signal.reason);
    if (reason) expect(controller.signal.reason).toBe(reason);
    else expect((controller.signal.reason as Error).name).toBe("AbortError");
  });

  it("rejects at once when aborted while waiting for a connection", async () => {
    requestArrived = gate();
    const single = new Agent({ connections: 1 });
    const singleFetch = createPooledFetch(single);
    const holder = new AbortController();
    const holding = caught(singleFetch(`${base}/hang`, { signal: holder.signal }));
    await requestArrived.promise;

    const controller = new AbortController();
    const queued = singleFetch(`${base}/echo`, { signal: controller.signal });
    controller.abort();
    await expect(queued).rejects.toBe(controller.signal.reason);
    holder.abort();
    expect(await holding).toBe(holder.signal.reason);
    await single.destroy();
  });

  it("rejects the body read with the reason when aborted mid-stream", async () => {
    const controller = new AbortController();
    const reason = new Error("stop streaming");
    const reader = (await fetch(`${base}/sse-forever`, { signal: controller.signal })).body!.getReader();
    expect(await firstEvent(reader)).toBe("data: one\n\n");

    controller.abort(reason);
    await expect(reader.read()).rejects.toBe(reason);
  });

  it("frees the connection when the reader cancels a stream mid-body", async () => {
    const single = new Agent({ connections: 1 });
    const singleFetch = createPooledFetch(single);
    const reader = (await singleFetch(`${base}/sse-forever`)).body!.getReader();
    expect(await firstEvent(reader)).toBe("data: one\n\n");
    await reader.cancel();

    // With the cancelled request still holding the only connection, this one would never be sent.
    const seen = (await (await singleFetch(`${base}/echo`, { method: "POST", body: "next" })).json()) as Echo;
    expect(seen.body).toBe("next");
    await single.close();
  });

  it("rejects the body read with TypeError('fetch failed') when the server drops the connection mid-stream", async () => {
    serverMayGoOn = gate();
    const reader = (await fetch(`${base}/sse-broken`)).body!.getReader();
    expect(await firstEvent(reader)).toBe("data: one\n\n");

    serverMayGoOn.open();
    expectFetchFailed(await caught(reader.read()));
  });

  it("fails with TypeError('fetch failed') and a cause when the server drops the connection", async () => {
    expectFetchFailed(await caught(fetch(`${base}/destroy`)));
  });

  it("fails with TypeError('fetch failed') when the port refuses connections", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const error = await caught(fetch(`http://127.0.0.1:${port}/`));
    expectFetchFailed(error);
    expect(((error as TypeError).cause as NodeJS.ErrnoException).code).toBe("ECONNREFUSED");
  });
});
