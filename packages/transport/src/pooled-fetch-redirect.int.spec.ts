import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Agent } from "undici";
import { openConnectionPool, type ConnectionPool } from "./connection-pool";
import { createPooledFetch } from "./pooled-fetch";

type Echo = { method: string; path: string; headers: Record<string, string>; body: string };

let hangArrived: () => void = () => undefined;

// `/to/<status>/<path>` answers `status` with a Location of `/<path>` (and a body, which is dropped);
// `/chain/<n>` redirects n times before it lands on `/echo`; `/loop` redirects to itself.
async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = Buffer.concat((await req.toArray()) as Buffer[]).toString("utf8");
  const path = req.url ?? "/";
  const to = /^\/to\/(\d{3})(\/.*)$/.exec(path);
  const chain = /^\/chain\/(\d+)$/.exec(path);
  if (to) res.writeHead(Number(to[1]), { location: to[2], "content-type": "text/plain" }).end("moved");
  else if (chain) res.writeHead(302, { location: Number(chain[1]) > 1 ? `/chain/${Number(chain[1]) - 1}` : "/echo" }).end();
  else if (path === "/no-location") res.writeHead(302, { "content-type": "text/plain" }).end("nowhere");
  else if (path === "/loop") res.writeHead(307, { location: "/loop" }).end();
  else if (path === "/hang") hangArrived();
  else {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ method: req.method, path, headers: req.headers, body }));
  }
}

let server: Server, base: string, agent: Agent, following: typeof globalThis.fetch, pool: ConnectionPool;

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  agent = new Agent();
  following = createPooledFetch(agent, undefined, 20);
  pool = openConnectionPool({ loopBudget: false });
});
afterAll(async () => {
  await Promise.all([agent.close(), pool.close()]);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const post = { method: "POST", headers: { "content-type": "text/plain", "x-trace": "t-1" }, body: "payload" };

describe("createPooledFetch: redirects", () => {
  it.each([307, 308])("follows a %i keeping the method, headers and body", async (status) => {
    const response = await following(`${base}/to/${status}/echo?q=1`, post);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ method: "POST", path: "/echo?q=1", body: "payload", headers: { "x-trace": "t-1" } });
  });

  it.each([301, 302, 303])("follows a %i of a POST as a GET without the body", async (status) => {
    const seen = (await (await following(`${base}/to/${status}/echo`, post)).json()) as Echo;
    expect(seen).toMatchObject({ method: "GET", path: "/echo", body: "" });
  });

  it("follows a chain of redirects, and stops with a failure on a loop", async () => {
    expect(await (await following(`${base}/chain/3`)).json()).toMatchObject({ method: "GET", path: "/echo" });
    const error = await following(`${base}/loop`).then(() => "resolved", (e: unknown) => e);
    expect(error).toMatchObject({ name: "TypeError", message: "fetch failed" });
  });

  it("hands over a redirect without a Location, and any redirect when it follows none", async () => {
    const bare = await following(`${base}/no-location`);
    expect([bare.status, await bare.text()]).toEqual([302, "nowhere"]);
    const unfollowed = await createPooledFetch(agent)(`${base}/to/307/echo`, post);
    expect([unfollowed.status, unfollowed.headers.get("location"), await unfollowed.text()]).toEqual([307, "/echo", "moved"]);
  });

  it("rejects with the reason when aborted on a hop after a redirect", async () => {
    const arrived = new Promise<void>((resolve) => (hangArrived = resolve));
    const controller = new AbortController();
    const pending = following(`${base}/to/307/hang`, { signal: controller.signal });
    await arrived;
    controller.abort();
    await expect(pending).rejects.toBe(controller.signal.reason);
    // The hop was cancelled: the connection serves the next request.
    expect(await (await following(`${base}/to/302/echo`)).json()).toMatchObject({ path: "/echo" });
  });

  it("is followed by a connection pool's fetch", async () => {
    const seen = (await (await pool.fetch(`${base}/to/307/echo`, post)).json()) as Echo;
    expect(seen).toMatchObject({ method: "POST", path: "/echo", body: "payload" });
  });
});
