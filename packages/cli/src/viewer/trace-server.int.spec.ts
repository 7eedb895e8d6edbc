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
  const opened = await openWatched(session.browser, server.url + hash, server.url, { colorScheme: "dark" });
  await opened.page.waitForSelector("#run-list a.run");
  return opened;
}

describe("the served viewer (headless Chromium)", () => {
  it("lists the runs, opens one and shows a decision's menu, pick, arguments and re-pick problem", async () => {
    const { page, problems } = await openViewer();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(await page.locator("#run-list a.run").count()).toBe(2);
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
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
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
    const list = (await (await fetch(`${server.url}api/runs?status=error`)).json()) as Array<{ runId: string }>;
    expect(list.map((r) => r.runId)).toEqual([session.runs.failed]);
    const run = (await (await fetch(`${server.url}api/runs/${session.runs.refunded}`)).json()) as { nodes: Array<{ seq: number }> };
    const maxSeq = Math.max(...run.nodes.map((n) => n.seq));
    expect(await (await fetch(`${server.url}api/runs/${session.runs.refunded}/nodes?after=${maxSeq}`)).json()).toEqual([]);
    expect((await fetch(`${server.url}api/runs/nope`)).status).toBe(404);
    expect((await fetch(`${server.url}api/runs?status=weird`)).status).toBe(400);
    expect((await fetch(`${server.url}elsewhere`)).status).toBe(404);
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
