import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium, which the browser tests drive (CI installs it in .ci/run). */
export const CHROMIUM = "/usr/bin/chromium";

/** Where the browser tests leave their screenshots (gitignored). */
export const TEST_OUTPUT = path.join(__dirname, "../../test-output");

/**
 * Launches headless Chromium for one test file. Fails (never skips) when it is not installed, saying how
 * to install it, so a CI machine without a browser cannot pass the viewer tests by not running them.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`The viewer tests need Chromium at ${CHROMIUM}: install it with \`sudo apt-get update && sudo apt-get install -y chromium\` (Debian/Ubuntu); .ci/run does this in CI.`);
  }
  mkdirSync(TEST_OUTPUT, { recursive: true });
  return chromium.launch({
    // Chromium through a script that merges the --disable-features lists (Playwright's and ours).
    executablePath: path.join(__dirname, "chromium-merged-features"),
    env: { ...process.env, AGENTIC_TS_CHROMIUM: CHROMIUM },
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // CI containers often have a tiny /dev/shm, which crashes Chromium tabs.
      "--disable-dev-shm-usage",
      // Chromium 156 preloads two hidden omnibox popups (pages of its own, each with a renderer process) in
      // every window, headless too; over the viewer tests they took more CPU than the pages under test.
      "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
    ],
  });
}
