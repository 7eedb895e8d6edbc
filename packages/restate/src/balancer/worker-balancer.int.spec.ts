import { connect, createServer, type ClientHttp2Session, type Http2Server, type Http2Session } from "node:http2";
import type { AddressInfo } from "node:net";
import { WorkerBalancer } from "./worker-balancer";

/** An h2c server that echoes the request body back, prefixed with its name. */
async function echoServer(name: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Http2Server = createServer();
  const sessions = new Set<Http2Session>();
  server.on("session", (s) => (sessions.add(s), s.once("close", () => sessions.delete(s))));
  server.on("stream", (stream) => {
    stream.respond({ ":status": 200, "x-worker": name });
    stream.write(`${name}:`);
    stream.pipe(stream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sessions) s.destroy();
      return closed;
    },
  };
}

/** Sends `body` on one stream of `session`; resolves with the status and the whole answer. */
function send(session: ClientHttp2Session, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ":method": "POST", ":path": "/invoke" });
    let status = 0;
    let text = "";
    stream.on("response", (headers) => (status = Number(headers[":status"])));
    stream.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
    stream.on("end", () => resolve({ status, text }));
    stream.on("error", reject);
    stream.end(body);
  });
}

describe("WorkerBalancer", () => {
  let a: Awaited<ReturnType<typeof echoServer>>;
  let b: Awaited<ReturnType<typeof echoServer>>;
  let balancer: WorkerBalancer;
  let client: ClientHttp2Session;

  beforeEach(async () => {
    [a, b] = [await echoServer("a"), await echoServer("b")];
    balancer = await WorkerBalancer.start({ workers: [a.url, b.url], downForMs: 60_000 });
    client = connect(balancer.url);
  });

  afterEach(async () => {
    client.destroy();
    await balancer.close();
    await Promise.all([a.close(), b.close()]);
  });

  it("spreads the streams of one client connection over the workers, one stream at a time, both ways", async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await send(client, `req${i}`));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map((r) => r.text)).toEqual(["a:req0", "b:req1", "a:req2", "b:req3", "a:req4", "b:req5"]);
    expect([...balancer.streams.values()]).toEqual([3, 3]);
  });

  it("skips a worker that is gone once it has refused a connection", async () => {
    await b.close();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await send(client, `r${i}`));
    // The first stream sent to the dead worker fails (Restate retries such a stream); later ones avoid it.
    const failed = answers.filter((r) => r.status !== 200);
    expect(failed).toHaveLength(1);
    expect(failed[0].status).toBe(502);
    expect(answers.filter((r) => r.status === 200).every((r) => r.text.startsWith("a:"))).toBe(true);
    expect(answers.slice(answers.indexOf(failed[0]) + 1).every((r) => r.status === 200)).toBe(true);
  });

  it("answers 503 when no worker is left", async () => {
    balancer.remove(a.url);
    balancer.remove(b.url);
    await expect(send(client, "x")).resolves.toEqual({ status: 503, text: "no worker available" });
  });
});
