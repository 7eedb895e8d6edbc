import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Locator, Page } from "playwright-core";
import { evalReportFixture, HOSTILE } from "../../__fixtures__/eval/eval-report-fixture";
import { TEST_OUTPUT } from "../../__fixtures__/trace/launch-chromium";
import { openWatched, useChromium } from "../../__fixtures__/trace/viewer-session";
import { evalReportHtml } from "./eval-report-html";

jest.setTimeout(120_000);

const chromium = useChromium();
const report = evalReportFixture();

/** Every attribute the page's own markup uses: anything else on an element would have come from the data. */
const OWN_ATTRIBUTES = new Set(["lang", "charset", "name", "content", "http-equiv", "id", "class", "scope", "title", "open", "data-field", "data-side", "data-case-id", "data-direction", "data-run"]);

/**
 * Writes the fixture's report under the test output and opens it as a file, offline; `problems` collects a
 * script error, a dialog, or any request but the page's own.
 */
async function openReport(name: string, page = evalReportHtml(report)): Promise<{ page: Page; problems: string[] }> {
  const file = path.join(TEST_OUTPUT, `${name}.html`);
  writeFileSync(file, page);
  const url = pathToFileURL(file).href;
  return openWatched(chromium.browser, url, url, { offline: true });
}

/** The case's `<details>` in a section (a CSS string from JSON: the ids hold quotes, never a backslash or a newline). */
function caseIn(page: Page, section: "flips" | "cases", id: string): Locator {
  return page.locator(`#${section} details[data-case-id=${JSON.stringify(id)}]`);
}

/** The text of a field of one side of a case's side-by-side table. */
function sideText(details: Locator, side: "baseline" | "candidate", field: string): Promise<string | null> {
  return details.locator(`.sides td[data-side="${side}"][data-field="${field}"]`).textContent();
}

describe("the eval report page (headless Chromium)", () => {
  it("shows the head, the gate in the report's words and the summary", async () => {
    const { page, problems } = await openReport("eval-report");
    expect(await page.title()).toBe(`FAIL ${report.candidate.runtime} — agentic eval`);
    expect(await page.locator("[data-field=gate]").textContent()).toBe("FAIL");
    expect(await page.locator("[data-field=failure]").allTextContents()).toEqual(report.gate.failures);
    expect(await page.locator("[data-field=thresholds]").textContent()).toBe("Thresholds: --min-agreement 0.95, --max-flips 0.");
    expect(await page.locator("[data-field=candidate]").textContent()).toBe(
      `${report.candidate.runtime}, model ${report.candidate.model}, prompt variant ${report.candidate.promptVariant}`,
    );
    expect(await page.locator("[data-field=cases]").textContent()).toBe("6 cases × 3 repeats");
    const summary = (field: string): Promise<string | null> => page.locator(`#summary [data-field=${field}]`).textContent();
    expect(await summary("agreement")).toBe("0.6111 (11/18 right; 95% interval 0.3862–0.7969)");
    expect(await summary("invalid")).toMatch(/^3 /);
    expect(await summary("repicks")).toBe("7");
    expect(await summary("recovered")).toMatch(/^1 /);
    expect(await summary("flips")).toBe("1 right → wrong, 1 wrong → right");
    expect(await summary("flaky")).toMatch(/^1 /);
    expect(await summary("tokens")).toBe("2,200 in (0 cached), 220 out (0 reasoning)");
    expect(await summary("cost")).toBe("$0.0033");
    // The stylesheet applies (its hash in the policy is right): the failed gate is tinted.
    expect(await page.evaluate('getComputedStyle(document.querySelector(".gate.fail")).backgroundColor')).toBe("rgb(255, 235, 233)");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows the confusion matrix's counts, expected by picked, with the diagonal marked", async () => {
    const { page } = await openReport("eval-report-matrix");
    const header = await page.locator("#matrix thead th").allTextContents();
    expect(header).toEqual(["expected ↓ / picked →", ...report.matrix.labels, "total"]);
    const rows = page.locator("#matrix tbody tr");
    // Nothing is expected to be invalid: the `(invalid)` row is left out, its column stays.
    expect(await rows.count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      expect(await rows.nth(i).locator("th").textContent()).toBe(report.matrix.labels[i]);
      const counts = report.matrix.counts[i];
      expect(await rows.nth(i).locator("td").allTextContents()).toEqual([...counts.map(String), String(counts.reduce((a, b) => a + b))]);
    }
    expect(await page.locator("#matrix td.diagonal").allTextContents()).toEqual(["5", "3", "0"]);
    expect(await page.locator("#matrix td.miss").allTextContents()).toEqual(["4", "3", "3"]);
    expect(await page.locator("#tags tbody th").allTextContents()).toEqual(Object.keys(report.tags));
    await page.close();
  });

  it("opens a flipped case on a click: both menus, replies and picks side by side", async () => {
    const { page, problems } = await openReport("eval-report-flip");
    expect(await page.locator("#flips details").evaluateAll((all) => all.map((element) => element.getAttribute("data-case-id")))).toEqual(report.flips.map((flip) => flip.id));
    const [flip] = report.flips;
    const result = report.cases.find((candidate) => candidate.id === flip.id)!;
    const details = caseIn(page, "flips", flip.id);
    expect(await details.locator("summary").textContent()).toBe(`right → wrong ${flip.id} expected refund: baseline refund → candidate close`);
    const baselineMenu = details.locator('.sides td[data-side="baseline"][data-field="menu"]');
    const candidateMenu = details.locator('.sides td[data-side="candidate"][data-field="menu"]');
    expect(await baselineMenu.isVisible()).toBe(false);

    await details.locator("summary").click();
    await baselineMenu.waitFor();
    expect(await sideText(details, "baseline", "menu")).toBe(result.baseline.menu);
    expect(await sideText(details, "candidate", "menu")).toBe(result.candidate.menu);
    expect(await sideText(details, "baseline", "reply")).toBe(result.baseline.reply);
    expect(await sideText(details, "candidate", "reply")).toBe(result.candidate.reply);
    expect(await sideText(details, "baseline", "pick")).toBe("refund ✓ right");
    expect(await sideText(details, "candidate", "pick")).toBe("close ✗ wrong");
    expect(await sideText(details, "baseline", "prompt")).toBe(result.baseline.prompt);
    expect(await sideText(details, "candidate", "system")).toBe(result.candidate.system);
    // Side by side: one row, the baseline on the left.
    const left = (await baselineMenu.boundingBox())!;
    const right = (await candidateMenu.boundingBox())!;
    expect(left.y).toBe(right.y);
    expect(left.x + left.width).toBeLessThanOrEqual(right.x);
    // The prompt variant changed the system text and the menu, and the reply changed with them; the prompt did not.
    expect(await details.locator(".sides tr.differs th").allTextContents()).toEqual(["System ≠", "Menu ≠", "Reply ≠"]);
    expect(await details.locator(".sides tr.same th").allTextContents()).toEqual(["Prompt"]);
    await page.screenshot({ path: path.join(TEST_OUTPUT, "eval-report-flip.png"), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows each run of a flaky case with its rejected replies and their problems, and a conversation's messages", async () => {
    const { page } = await openReport("eval-report-runs");
    const flaky = report.cases.find((result) => result.flaky)!;
    const details = caseIn(page, "cases", flaky.id);
    await details.locator("summary").click();
    const runs = details.locator(".runs > li");
    expect(await runs.count()).toBe(3);
    expect(await runs.locator(".run-head").allTextContents()).toEqual([
      "Run 1: refund ✓ right · 1 re-pick · 200 in / 20 out tokens",
      "Run 2: close ✗ wrong · 0 re-picks · 100 in / 10 out tokens",
      "Run 3: refund ✓ right · 0 re-picks · 100 in / 10 out tokens",
    ]);
    expect(await runs.first().locator("[data-field=run-reply]").allTextContents()).toEqual(flaky.runs[0].replies.map((reply) => reply.reply));
    expect(await runs.first().locator("[data-field=problem]").textContent()).toBe(`Rejected: ${flaky.runs[0].replies[0].problem}`);
    expect(await details.locator("summary .badge.flaky").textContent()).toBe("flaky");

    const conversation = report.cases.find((result) => result.candidate.messages)!;
    const other = caseIn(page, "cases", conversation.id);
    await other.locator("summary").click();
    expect(await other.locator('.sides td[data-side="candidate"][data-field="messages"] pre').allTextContents()).toEqual(conversation.candidate.messages!.map((message) => message.content));
    expect(await other.locator("[data-field=acceptable]").textContent()).toBe("close");
    await page.close();
  });

  it("runs none of the report's markup: every hostile text stays text, nothing loads", async () => {
    const { page, problems } = await openReport("eval-report-hostile");
    for (const summary of await page.locator("details > summary").all()) await summary.click();
    expect(await page.evaluate("window.__pwned")).toBeUndefined();
    expect(await page.locator("script, img, iframe, object, embed, link, base, form").count()).toBe(0);
    // (Strings, not functions: the specs are compiled without the DOM's types.)
    const attributes = (await page.evaluate('[...new Set([...document.querySelectorAll("*")].flatMap((element) => element.getAttributeNames()))]')) as string[];
    expect(attributes.filter((name) => !OWN_ATTRIBUTES.has(name))).toEqual([]);
    const body = (await page.locator("body").textContent()) ?? "";
    // Every id, option name, prompt, reply and problem holds the hostile text; U+2028 included, as written.
    expect(body.split(HOSTILE).length - 1).toBeGreaterThan(100);
    for (const result of report.cases) expect(await caseIn(page, "cases", result.id).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("would neither run a script nor load an image that reached the page: its policy allows neither", async () => {
    const image = path.join(TEST_OUTPUT, "eval-report-planted.png");
    writeFileSync(image, Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"));
    const planted = evalReportHtml(report).replace("<body>", `<body><script>window.__pwned = 1</script><img src="${pathToFileURL(image).href}">`);
    const { page, problems } = await openReport("eval-report-planted", planted);
    expect(await page.evaluate("window.__pwned")).toBeUndefined();
    expect(await page.evaluate('document.querySelector("img").naturalWidth')).toBe(0);
    // (The harness sees the attempt, which the policy then blocks: the other pages show none at all.)
    expect(problems).toEqual([`request: ${pathToFileURL(image).href}`]);
    await page.close();
  });
});
