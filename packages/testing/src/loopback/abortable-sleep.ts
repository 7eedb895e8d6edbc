import { setTimeout as delay } from "node:timers/promises";

/** Waits `ms` milliseconds; resolves `false` early (instead of throwing) if `signal` aborts first. */
export async function abortableSleep(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return false;
  if (ms <= 0) return true;
  try {
    await delay(ms, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}
