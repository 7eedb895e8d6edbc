import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { MemoryStore } from "@agentic-ts/core";
import type { Page } from "playwright-core";
import { TEST_OUTPUT } from "../../__fixtures__/trace/launch-chromium";
import { HOSTILE_REPLY, recordExecRun, recordLargeRun } from "../../__fixtures__/trace/record-runs";
import { detailsField as field, openWatched, useViewerSession } from "../../__fixtures__/trace/viewer-session";
import { viewerPage } from "./viewer-page";

jest.setTimeout(120_000);

const session = useViewerSession();

/** Exports a run to a file under the test output and opens it. */
async function openExported(runId: string, name: string, store = session.store): Promise<{ page: Page; problems: string[] }> {
  const run = await store.getRun(runId);
  const file = path.join(TEST_OUTPUT, `${name}.html`);
  writeFileSync(file, viewerPage({ mode: "export", run: run! }));
  const opened = await openWatched(session.browser, pathToFileURL(file).href, "file:");
  await opened.page.waitForSelector("#tree .row");
  return opened;
}

describe("the exported viewer page (headless Chromium)", () => {
  it("shows the run's tree and, for a clicked decision, its menu, reply, pick, arguments and re-pick problem", async () => {
    const { page, problems } = await openExported(session.runs.refunded, "export-refunded");
    const run = await session.store.getRun(session.runs.refunded);
    expect(await page.locator("#tree .row").count()).toBe(run!.nodes.length);
    expect(await page.locator("#count").innerText()).toBe(`${run!.nodes.length} nodes`);
    expect(await page.locator("#run-head").innerText()).toContain("function handleTicket");

    await page.locator("#tree .row.kind-decision").click();
    expect(await field(page, "chosen")).toBe("refund");
    expect(await field(page, "attempts")).toBe("2");
    expect(JSON.parse(await field(page, "args"))).toEqual({ orderId: "A-1", amountCents: 500 });
    expect(await field(page, "menu")).toContain("refund(orderId: string /* The order to refund. */, amountCents: integer /* Amount in cents. */)");
    expect(await field(page, "menu")).toContain("escalate(summary: string)");
    expect(await field(page, "repick-problem")).toMatch(/^type_mismatch: .*orderId/);
    expect(await field(page, "repick-reply")).toContain('"orderId": "A-1"');
    expect(await field(page, "usage")).toBe("240 in / 36 out");
    expect(await field(page, "prompt")).toMatch(/^Pick the next step for this ticket: Order A-1 arrived broken\n\nOptions:/);
    await page.screenshot({ path: path.join(TEST_OUTPUT, "export-decision.png") });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows a model's reply as text: a </script><script> in it neither ends the data nor runs", async () => {
    const { page, problems } = await openExported(session.runs.refunded, "export-hostile");
    expect(await page.evaluate("window.__pwned")).toBeUndefined();
    await page.locator("#tree .row.kind-model_call").first().click();
    expect(await field(page, "reply")).toBe(HOSTILE_REPLY);
    expect(await page.locator("#details img").count()).toBe(0);
    expect(await page.evaluate("window.__pwned")).toBeUndefined();
    expect(await page.locator("script").count()).toBe(3);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("marks failed nodes with colour, icon and words, selects the first failure and steps through failures with n", async () => {
    const { page } = await openExported(session.runs.failed, "export-failed");
    const failedRows = page.locator("#tree .row.status-error");
    expect(await failedRows.count()).toBe(2); // the decision and the function above it
    expect(await failedRows.first().locator(".status").innerText()).toBe("✗");
    expect(await failedRows.first().locator(".fail-text").innerText()).toMatch(/^failed: DecisionError: /);
    const colour = await page.evaluate('getComputedStyle(document.querySelector("#tree .row.status-error .fail-text")).color');
    const plain = await page.evaluate('getComputedStyle(document.querySelector("#tree .row.status-ok .summary")).color');
    expect(colour).not.toBe(plain);
    // The first failure is selected on open and its error is spelled out.
    expect(await page.locator("#tree .row.selected").getAttribute("class")).toContain("status-error");
    expect(await field(page, "error")).toMatch(/✗ Failed — DecisionError/);
    await page.keyboard.press("n");
    expect(await page.locator("#tree .row.selected").getAttribute("class")).toMatch(/kind-decision.*status-error/);
    expect(await field(page, "no-pick")).toBe("No option was picked.");
    expect(await field(page, "options")).toBe("refund, close, escalate");
    expect(await field(page, "repick-problem")).toMatch(/^no_action: /);
    expect(await page.locator("#run-head [data-field=run-status]").innerText()).toBe("✗ failed");
    await page.screenshot({ path: path.join(TEST_OUTPUT, "export-failed.png") });
    await page.close();
  });

  it("filters by text and kind, and moves the selection with the keyboard", async () => {
    const { page } = await openExported(session.runs.refunded, "export-keys");
    const total = (await session.store.getRun(session.runs.refunded))!.nodes.length;
    await page.keyboard.press("/");
    await page.keyboard.type("repick");
    expect(await page.locator("#count").innerText()).toBe(`1 of ${total} nodes match`);
    // The match and its ancestors (shown as context) stay; the rest is hidden.
    expect(await page.locator("#tree .row:not(.context)").count()).toBe(1);
    await page.keyboard.press("Escape");
    expect(await page.locator("#tree .row").count()).toBe(total);
    await page.selectOption("#kind", "model_call");
    expect(await page.locator("#tree .row:not(.context)").count()).toBe(2);
    await page.selectOption("#kind", "");

    await page.locator("#tree .row").first().click();
    await page.keyboard.press("ArrowDown");
    expect(await page.locator("#tree .row.selected .kind").innerText()).toBe("decision");
    await page.keyboard.press("ArrowLeft"); // collapse the decision
    expect(await page.locator("#tree .row").count()).toBe(2);
    await page.keyboard.press("ArrowRight"); // and open it again
    expect(await page.locator("#tree .row").count()).toBe(total);
    await page.close();
  });

  it("shows an exec turn: its tools and choices, a failed tool call's error, and the decision its final reply made", async () => {
    const runId = await recordExecRun(session.store);
    const { page, problems } = await openExported(runId, "export-exec");
    await page.emulateMedia({ colorScheme: "dark" });
    // The run succeeded, but a tool call (and the function it ran) failed: the header offers to jump there.
    expect(await page.locator("#run-head [data-field=run-status]").innerText()).toBe("✓ ok");
    expect(await page.locator("#run-head .failures").innerText()).toBe("✗ 2 failed — next (n)");
    expect(await page.locator("#tree .row.selected").getAttribute("class")).toMatch(/kind-tool_call.*status-error/);
    expect(await field(page, "error")).toContain("orders database unavailable");
    expect(JSON.parse(await field(page, "args"))).toEqual({ orderId: "BOOM" });

    await page.locator("#tree .row.kind-exec").click();
    expect(await field(page, "tools")).toBe("lookupOrder");
    expect(await field(page, "choices")).toBe("refund, close, escalate");
    await page.locator("#tree .row.kind-tool_call.status-ok").click();
    expect(JSON.parse(await field(page, "result"))).toEqual({ orderId: "A-1", status: "delivered", totalCents: 4999 });

    await page.locator("#tree .row.kind-decision").click();
    expect(await field(page, "name")).toBe("exec.choices");
    expect(await field(page, "chosen")).toBe("refund");
    expect(JSON.parse(await field(page, "args"))).toEqual({ orderId: "A-1", amountCents: 4999 });
    expect(await field(page, "menu")).toContain("escalate(summary: string)");
    // exec(choices): the reply that made the pick is the turn's last model call before the decision.
    expect(await field(page, "reply")).toMatch(/^Delivered but broken: refund it\./);
    expect(await field(page, "repick-problem")).toMatch(/^missing_required: .*amountCents/);
    await page.screenshot({ path: path.join(TEST_OUTPUT, "export-exec.png") });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("loads a run of 5 000+ nodes with only the rows in view in the DOM, and a click still shows details", async () => {
    const big = new MemoryStore();
    const runId = await recordLargeRun(big, 2000);
    const run = (await big.getRun(runId))!;
    expect(run.nodes.length).toBeGreaterThanOrEqual(5000);
    const { page } = await openExported(runId, "export-large", big);
    expect(await page.locator("#count").innerText()).toBe(`${run.nodes.length} nodes`);
    expect(await page.locator("#tree .row").count()).toBeLessThan(100);
    await page.keyboard.press("End");
    const last = page.locator("#tree .row.selected");
    expect(Number(await last.getAttribute("data-id"))).toBe(Math.max(...run.nodes.map((n) => n.id)));
    await page.locator("#tree .row.kind-decision").last().click();
    expect(["refund", "close"]).toContain(await field(page, "chosen"));
    expect(await page.locator("#tree .row").count()).toBeLessThan(100);
    await page.close();
  });
});
