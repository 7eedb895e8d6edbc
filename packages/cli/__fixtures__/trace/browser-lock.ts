import { mkdirSync, readFileSync, rmSync, watch, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The folder whose existence means "a browser test file holds Chromium" on this machine. */
const LOCK = path.join(tmpdir(), "agentic-ts-chromium.lock");

// A holder that died without releasing emits nothing, so a waiter also looks at it this often.
const STALE_CHECK_MS = 2_000;

/**
 * Waits until no other test process on this machine holds Chromium, takes the hold, and resolves to the
 * function that releases it. Jest runs test files in two workers; two Chromium instances at once (each
 * about 1.5 GB across its processes) took a test run past 3 GB, so browser files take turns while the
 * other worker goes on with the rest. A hold whose process is gone is taken over.
 */
export async function holdBrowserLock(): Promise<() => void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, "pid"), String(process.pid));
      return () => rmSync(LOCK, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (holderIsGone()) {
      rmSync(LOCK, { recursive: true, force: true });
      continue;
    }
    await released();
  }
}

function holderIsGone(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(LOCK, "pid"), "utf8"));
  } catch {
    return false; // the holder has created the folder and not yet written its pid, or has just released it
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** Resolves when something in the lock's parent folder changes, or after {@link STALE_CHECK_MS}. */
function released(): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(path.dirname(LOCK), (_, name) => {
      if (name === path.basename(LOCK)) done();
    });
    const timer = setTimeout(done, STALE_CHECK_MS);
    function done(): void {
      clearTimeout(timer);
      watcher.close();
      resolve();
    }
  });
}
