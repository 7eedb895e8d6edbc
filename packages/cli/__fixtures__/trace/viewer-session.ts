import { MemoryStore } from "@agentic-ts/core";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { holdBrowserLock } from "./browser-lock";
import { launchChromium } from "./launch-chromium";
import { recordSampleRuns } from "./record-runs";

/** What a viewer test file shares: one browser, and a store holding the sample runs. */
export interface ViewerSession {
  browser: Browser;
  store: MemoryStore;
  runs: { refunded: string; failed: string };
}

/**
 * Launches Chromium before the file's tests (`browser` is set then) and closes it after them; one browser
 * file at a time on the machine (see {@link holdBrowserLock}).
 */
export function useChromium(): { browser: Browser } {
  const session = {} as { browser: Browser };
  let release: (() => void) | undefined;
  beforeAll(async () => {
    release = await holdBrowserLock();
    session.browser = await launchChromium();
  });
  afterAll(async () => {
    try {
      await session.browser?.close();
    } finally {
      release?.();
    }
  });
  return session;
}

/** Sets up a {@link ViewerSession} before the file's tests (Chromium through {@link useChromium}). */
export function useViewerSession(): ViewerSession {
  const chromium = useChromium();
  const session = {} as ViewerSession;
  beforeAll(async () => {
    session.browser = chromium.browser;
    session.store = new MemoryStore();
    session.runs = await recordSampleRuns(session.store);
  });
  return session;
}

/**
 * Opens a page at `url` and collects what must never happen on a viewer page: a script error, a dialog,
 * or a request that leaves `origin` (the page's own file or server).
 */
export async function openWatched(browser: Browser, url: string, origin: string, options: BrowserContextOptions = {}): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 800 }, ...options });
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("dialog", (dialog) => problems.push(`dialog: ${dialog.message()}`));
  page.on("request", (request) => {
    if (!request.url().startsWith(origin)) problems.push(`request: ${request.url()}`);
  });
  await page.goto(url);
  return { page, problems };
}

/** The text of a field of the details panel (`data-field`). */
export function detailsField(page: Page, name: string): Promise<string> {
  return page.locator(`#details [data-field="${name}"]`).first().innerText();
}
