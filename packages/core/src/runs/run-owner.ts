import { randomUUID } from "node:crypto";
import { hostname } from "node:os";

/** A fresh owner id for one `Runs` instance: `host/pid/nonce`. */
export function newOwnerId(): string {
  return `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
}

/**
 * Tells whether the process named in an owner id is certainly gone: it ran on this host and no process
 * has its pid any more. Owners on other hosts, or alive, are not known to be gone (a stale heartbeat
 * decides for them).
 */
export function ownerIsGone(owner: string | undefined): boolean {
  if (!owner) return true;
  const [host, pidText] = owner.split("/");
  const pid = Number(pidText);
  if (host !== hostname() || !Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: the pid exists but belongs to someone else — not ours, but not gone either.
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
