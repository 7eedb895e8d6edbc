import { request } from "node:http";
import path from "node:path";
import type { Page } from "playwright-core";
import { TEST_OUTPUT } from "../../__fixtures__/trace/launch-chromium";
import { recordTicketRun } from "../../__fixtures__/trace/record-runs";
import { detailsField as field, openWatched, useViewerSession } from "../../__fixtures__/trace/viewer-session";
import { startTraceServer, type TraceServer } from "./trace-server";

jest.setTimeout(120_000);

const session = useViewerSession();
let server: TraceServer;

beforeAll(async () => {
  server = await startTraceServer(session.store, { pollMs: 100 });
});

afterAll(async () => {
  await server?.close();
});

async function openViewer(hash = ""): Promise<{ page: Page; problems: string[] }> {
  // Dark, as at 3 a.m. (the exported-page tests see the light theme).
  // The page is opened with the token; its own requests (to server.root) carry the cookie it is given.
  const opened = await openWatched(session.browser, server.url + hash, server.root, { colorScheme: "dark" });
  await opened.page.waitForSelector("#run-list a.run");
  return opened;
}

describe("the served viewer (headless Chromium)", () => {
  it("lists the runs, opens one and shows a decision's menu, pick, arguments and re-pick problem", async () => {
    const { page, problems } = await openViewer();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{43}$/);
    expect(await page.locator("#run-list a.run").count()).toBe(2);
    // The page's requests carry the access cookie, which no script on the page can read.
    expect(await page.evaluate(() => (globalThis as unknown as { document: { cookie: string } }).document.cookie)).toBe("");
    expect(await page.locator(`#run-list a.run[data-run="${session.runs.failed}"]`).innerText()).toMatch(/✗ failed/);
    await page.locator(`#run-list a.run[data-run="${session.runs.refunded}"]`).click();
    // (Locators, not waitForFunction: the page's CSP forbids the eval a string predicate needs.)
    await page.locator("#run-head", { hasText: "handleTicket" }).waitFor();
    await page.locator("#tree .row.kind-decision").click();
    await page.locator('#details [data-field="chosen"]', { hasText: /^refund$/ }).waitFor();
    expect(await field(page, "menu")).toContain("close()");
    expect(JSON.parse(await field(page, "args"))).toEqual({ orderId: "A-1", amountCents: 500 });
    expect(await field(page, "repick-problem")).toMatch(/^type_mismatch: /);
    // The copy button puts the arguments, as shown, on the clipboard.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.root });
    await page.locator('#details .block:has([data-field="args"]) .copy').click();
    await page.locator('#details .block:has([data-field="args"]) .copy', { hasText: "Copied" }).waitFor();
    const clipboard = await page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText());
    expect(JSON.parse(clipboard)).toEqual({ orderId: "A-1", amountCents: 500 });
    await page.screenshot({ path: path.join(TEST_OUTPUT, "serve-decision.png") });
    // Only failed runs, through the status filter.
    await page.selectOption("#run-status", "error");
    await page.locator(`#run-list a.run[data-run="${session.runs.refunded}"]`).waitFor({ state: "detached" });
    expect(await page.locator("#run-list a.run").count()).toBe(1);
    expect(await page.locator("#run-list a.run").getAttribute("data-run")).toBe(session.runs.failed);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("follows a run in progress: new nodes and the end appear without a reload", async () => {
    let answer!: (reply: string) => void;
    const gate = new Promise<string>((resolve) => (answer = resolve));
    const running = recordTicketRun(session.store, () => gate, "Live one");
    const [live] = await session.store.listRuns({ status: "running" });
    const { page, problems } = await openViewer(`#run=${live.runId}`);
    await page.waitForSelector("#tree .row.kind-model_call.status-running");
    expect(await page.locator("#run-head [data-field=run-status]").innerText()).toBe("◌ running");
    expect(await page.locator("#tree .row").count()).toBe(3); // function, decision, model call

    answer('{"call": "close", "args": {}}');
    await running;
    await page.locator("#run-head [data-field=run-status]", { hasText: "✓ ok" }).waitFor();
    expect(await page.locator("#tree .row.status-running").count()).toBe(0);
    await page.locator("#tree .row.kind-decision").click();
    expect(await field(page, "chosen")).toBe("close");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("answers the JSON API and refuses foreign Host headers and unknown paths", async () => {
    const api = (route: string): Promise<Response> => fetch(`${server.root}${route}${route.includes("?") ? "&" : "?"}token=${server.token}`);
    const list = (await (await api("api/runs?status=error")).json()) as Array<{ runId: string }>;
    expect(list.map((r) => r.runId)).toEqual([session.runs.failed]);
    const run = (await (await api(`api/runs/${session.runs.refunded}`)).json()) as { nodes: Array<{ seq: number }> };
    const maxSeq = Math.max(...run.nodes.map((n) => n.seq));
    expect(await (await api(`api/runs/${session.runs.refunded}/nodes?after=${maxSeq}`)).json()).toEqual([]);
    expect((await api("api/runs/nope")).status).toBe(404);
    expect((await api("api/runs?status=weird")).status).toBe(400);
    expect((await api("elsewhere")).status).toBe(404);
    // fetch sets Host itself; a raw request can claim to be another site, as a rebound DNS name would.
    const status = (host: string): Promise<number | undefined> =>
      new Promise((resolve, reject) => {
        request(server.url, { headers: { host } }, (response) => {
          response.resume();
          resolve(response.statusCode);
        }).on("error", reject).end();
      });
    expect(await status("evil.example")).toBe(403);
    expect(await status(`localhost:${new URL(server.url).port}`)).toBe(200);
  });
});

describe("the served viewer's access token", () => {
  const routes = () => ["", "index.html", "api/runs", "api/runs?status=error", `api/runs/${session.runs.refunded}`, `api/runs/${session.runs.refunded}/nodes?after=0`, "api/runs/nope", "elsewhere"];

  /** A request's status, headers and body, with the given extra headers. */
  async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; cookie: string | null }> {
    const response = await fetch(url, { headers, redirect: "manual" });
    return { status: response.status, body: await response.text(), cookie: response.headers.get("set-cookie") };
  }

  it("draws a new random token of at least 128 bits at every start, and prints it in the address", async () => {
    expect(Buffer.from(server.token, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(server.url).toBe(`${server.root}?token=${server.token}`);
    const other = await startTraceServer(session.store);
    try {
      expect(other.token).not.toBe(server.token);
      // A token is good for its own start only.
      expect((await get(`${other.root}api/runs?token=${server.token}`)).status).toBe(403);
      expect((await get(`${other.root}api/runs?token=${other.token}`)).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("answers 403 and no data to every route without the token, with a wrong one, or with a wrong cookie", async () => {
    const cookie = `agentic-trace-${new URL(server.root).port}`;
    const wrong = `${server.token.slice(0, -1)}${server.token.endsWith("A") ? "B" : "A"}`;
    for (const route of routes()) {
      const url = `${server.root}${route}`;
      const withToken = (token: string) => `${url}${route.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}`;
      for (const [target, headers] of [
        [url, {}],
        [withToken(wrong), {}],
        [withToken(""), {}],
        [withToken(`${server.token}x`), {}],
        [url, { cookie: `${cookie}=${wrong}` }],
        [url, { cookie: `agentic-trace-1=${server.token}` }],
      ] as const) {
        const answer = await get(target, headers);
        expect({ route, target, headers, status: answer.status }).toEqual({ route, target, headers, status: 403 });
        expect(answer.body).not.toContain("handleTicket");
        expect(answer.body).not.toContain("<!doctype");
        expect(answer.cookie).toBeNull();
      }
    }
  });

  it("answers with the token in the query or in the cookie, which only opening the page with the token sets", async () => {
    const cookie = `agentic-trace-${new URL(server.root).port}`;
    const opened = await get(server.url);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatch(/^<!doctype html>/);
    expect(opened.cookie).toBe(`${cookie}=${server.token}; HttpOnly; SameSite=Strict; Path=/`);
    for (const route of routes().filter((r) => !r.includes("nope") && r !== "elsewhere")) {
      expect((await get(`${server.root}${route}`, { cookie: `other=1; ${cookie}=${server.token}` })).status).toBe(200);
    }
    // The API does not hand out the cookie.
    expect((await get(`${server.root}api/runs?token=${server.token}`)).cookie).toBeNull();
  });
});
