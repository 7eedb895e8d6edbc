import "reflect-metadata";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { agenticFunction, decision, MemoryStore, Runs } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { TEST_OUTPUT } from "../../__fixtures__/trace/launch-chromium";
import { detailsField as field, openWatched, useViewerSession } from "../../__fixtures__/trace/viewer-session";
import { viewerPage } from "./viewer-page";

jest.setTimeout(120_000);

const session = useViewerSession();

const refund = agenticFunction((orderId: string) => ({ refunded: orderId }), { name: "refund", params: { orderId: "The order" }, approval: true });
class Desk {
  settle(orderId: string) {
    return decision.make(`Settle ${orderId}.`, { refund, hold: "held" });
  }
}

it("shows who approved a durable run's call, when, and the note, on the decision's details", async () => {
  const store = new MemoryStore();
  const runtime = new ScriptedRuntime('{"call": "refund", "args": {"orderId": "A-7"}}', { store });
  const runs = new Runs({ store, runtime, agents: [Desk] });
  const run = await runs.start(Desk, "settle", ["A-7"]);
  await runs.resume(run.id, { approved: true, by: "alice", note: "photos checked" });
  const [latest] = await store.listRuns();
  const file = path.join(TEST_OUTPUT, "export-approval.html");
  writeFileSync(file, viewerPage({ mode: "export", run: (await store.getRun(latest.runId))! }));
  const { page, problems } = await openWatched(session.browser, pathToFileURL(file).href, "file:");
  await page.waitForSelector("#tree .row");
  await page.locator("#tree .row.kind-decision").click();
  expect(await field(page, "approvals")).toMatch(/^✓ approved refund by alice at \S+ — photos checked$/);
  // The durable run this execution belongs to, by the id `agentic runs show` takes (shortened, full in the title).
  const durable = page.locator('#run-head [data-field="durable-run"]');
  expect(await durable.innerText()).toBe(`durable run ${run.id.slice(0, 8)}`);
  expect(await durable.getAttribute("title")).toBe(`durable run ${run.id}`);
  expect(problems).toEqual([]);
  await page.close();
});

it("shows a run stopped for an approval as suspended, not failed, with what the approver is asked", async () => {
  const store = new MemoryStore();
  const runtime = new ScriptedRuntime('{"call": "refund", "args": {"orderId": "A-8"}}', { store });
  const runs = new Runs({ store, runtime, agents: [Desk] });
  const run = await runs.start(Desk, "settle", ["A-8"]);
  expect(run.status).toBe("suspended");
  const [stopped] = await store.listRuns();
  expect(stopped.status).toBe("suspended");
  const file = path.join(TEST_OUTPUT, "export-suspended.html");
  writeFileSync(file, viewerPage({ mode: "export", run: (await store.getRun(stopped.runId))! }));
  const { page, problems } = await openWatched(session.browser, pathToFileURL(file).href, "file:");
  await page.waitForSelector("#tree .row");
  expect(await page.locator('[data-field="run-status"]').innerText()).toBe("⏸ suspended");
  expect(await page.locator("#tree .row.status-error").count()).toBe(0);
  await page.locator("#tree .row.kind-decision").click();
  expect(await field(page, "suspended")).toMatch(/^⏸ Suspended — waiting for an approval\n.*suspended at step .*, waiting for approval\.$/);
  expect(problems).toEqual([]);
  await page.close();
});
