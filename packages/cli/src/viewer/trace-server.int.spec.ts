import { request } from "node:http";
import path from "node:path";
import { MemoryStore } from "@agentic-ts/core";
import type { Browser, Page } from "playwright-core";
import { launchChromium, TEST_OUTPUT } from "../../__fixtures__/trace/launch-chromium";
import { recordSampleRuns, recordTicketRun } from "../../__fixtures__/trace/record-runs";
import { startTraceServer, type TraceServer } from "./trace-server";

jest.setTimeout(120_000);

let browser: Browser;
let store: MemoryStore;
let server: TraceServer;
let runs: { refunded: string; failed: string };

beforeAll(async () => {
  browser = await launchChromium();
  store = new MemoryStore();
  runs = await recordSampleRuns(store);
  server = await startTraceServer(store, { pollMs: 100 });
});

afterAll(async () => {
  await server?.close();
  await browser?.close();
});

const field = (page: Page, name: string): Promise<string> => page.locator(`#details [data-field="${name}"]`).first().innerText();

async function openViewer(hash = ""): Promise<{ page: Page; problems: string[] }> {
  // Dark, as at 3 a.m. (the exported-page tests see the light theme).
  const page = await browser.newPage({ viewport: { width: 1400, height: 800 }, colorScheme: "dark" });
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("request", (request) => {
    if (!request.url().startsWith(server.url)) problems.push(`request: ${request.url()}`);
  });
  await page.goto(server.url + hash);
  await page.waitForSelector("#run-list a.run");
  return { page, problems };
}

describe("the served viewer (headless Chromium)", () => {
  it("lists the runs, opens one and shows a decision's menu, pick, arguments and re-pick problem", async () => {
    const { page, problems } = await openViewer();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(await page.locator("#run-list a.run").count()).toBe(2);
    expect(await page.locator(`#run-list a.run[data-run="${runs.failed}"]`).innerText()).toMatch(/✗ failed/);
    await page.locator(`#run-list a.run[data-run="${runs.refunded}"]`).click();
    await page.waitForFunction('document.querySelector("#run-head").textContent.includes("handleTicket")');
    await page.locator("#tree .row.kind-decision").click();
    await page.waitForFunction(`document.querySelector('#details [data-field="chosen"]')?.textContent === "refund"`);
    expect(await field(page, "menu")).toContain("close()");
    expect(JSON.parse(await field(page, "args"))).toEqual({ orderId: "A-1", amountCents: 500 });
    expect(await field(page, "repick-problem")).toMatch(/^type_mismatch: /);
    await page.screenshot({ path: path.join(TEST_OUTPUT, "serve-decision.png") });
    // Only failed runs, through the status filter.
    await page.selectOption("#run-status", "error");
    await page.waitForFunction('document.querySelectorAll("#run-list a.run").length === 1');
    expect(await page.locator("#run-list a.run").getAttribute("data-run")).toBe(runs.failed);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("follows a run in progress: new nodes and the end appear without a reload", async () => {
    let answer!: (reply: string) => void;
    const gate = new Promise<string>((resolve) => (answer = resolve));
    const running = recordTicketRun(store, () => gate, "Live one");
    const [live] = await store.listRuns({ status: "running" });
    const { page, problems } = await openViewer(`#run=${live.runId}`);
    await page.waitForSelector("#tree .row.kind-model_call.status-running");
    expect(await page.locator("#run-head [data-field=run-status]").innerText()).toBe("◌ running");
    expect(await page.locator("#tree .row").count()).toBe(3); // function, decision, model call

    answer('{"call": "close", "args": {}}');
    await running;
    await page.waitForFunction('document.querySelector("#run-head [data-field=run-status]")?.textContent === "✓ ok"');
    expect(await page.locator("#tree .row.status-running").count()).toBe(0);
    await page.locator("#tree .row.kind-decision").click();
    expect(await field(page, "chosen")).toBe("close");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("answers the JSON API and refuses foreign Host headers and unknown paths", async () => {
    const list = (await (await fetch(`${server.url}api/runs?status=error`)).json()) as Array<{ runId: string }>;
    expect(list.map((r) => r.runId)).toEqual([runs.failed]);
    const run = (await (await fetch(`${server.url}api/runs/${runs.refunded}`)).json()) as { nodes: Array<{ seq: number }> };
    const maxSeq = Math.max(...run.nodes.map((n) => n.seq));
    expect(await (await fetch(`${server.url}api/runs/${runs.refunded}/nodes?after=${maxSeq}`)).json()).toEqual([]);
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
