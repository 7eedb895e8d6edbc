/**
 * Polls every URL until each answers 2xx, with a bounded total wait; rejects naming the URLs that never
 * answered, or with `signal`'s reason once it is aborted (the caller stopped waiting). Polling is the only
 * readiness signal an external server offers.
 */
export async function waitUntilHealthy(urls: readonly string[], timeoutMs: number, signal?: AbortSignal): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(urls);
  while (pending.size > 0) {
    signal?.throwIfAborted();
    for (const url of [...pending]) {
      if (await answers(url)) pending.delete(url);
    }
    if (pending.size === 0) return;
    if (Date.now() > deadline) throw new Error(`no answer within ${timeoutMs} ms from ${[...pending].join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
