import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import { Trace } from "@agentic-ts/core";
import type { SqliteDriverName } from "../sqlite-driver-name";
import { SqliteStore } from "../sqlite-store";
import { driverEnv } from "./each-driver";
import { runRecord, stepRecord } from "./lock-holder";

/** Writes a store at `file` holding one trace run ("kept") and one durable run ("d-1", one step), and closes it. */
export async function writeSampleStore(file: string, driver?: SqliteDriverName): Promise<void> {
  const store = new SqliteStore(file, { driver });
  const trace = new Trace({ store });
  trace.end(trace.start("exec", "kept"));
  await store.insertRunRecord(runRecord("d-1"));
  await store.appendStep(stepRecord("d-1", "s-1"));
  await store.close();
}

/** The names in `dir`, sorted. */
export const listing = (dir: string): string[] => fs.readdirSync(dir).sort();

/** A hash of each file in `dir` and its mode: what a read-only opening must leave as it was. */
export function dirState(dir: string): Record<string, string> {
  return Object.fromEntries(
    listing(dir).map((name) => {
      const file = path.join(dir, name);
      const hash = createHash("sha256").update(fs.readFileSync(file)).digest("hex");
      return [name, `${(fs.statSync(file).mode & 0o777).toString(8)} ${hash}`];
    }),
  );
}

/**
 * Makes the store's files read-only (0444) and its directory read-only (0555); returns what undoes it
 * (so that the temporary directory can be removed by a user other than root).
 */
export function makeReadOnly(file: string): () => void {
  const dir = path.dirname(file);
  for (const name of listing(dir)) fs.chmodSync(path.join(dir, name), 0o444);
  fs.chmodSync(dir, 0o555);
  return () => {
    fs.chmodSync(dir, 0o700);
    for (const name of listing(dir)) fs.chmodSync(path.join(dir, name), 0o600);
  };
}

/** Whether this process runs as root, whom file permissions do not stop. */
export const isRoot = (): boolean => process.getuid?.() === 0;

/** The user id the permission checks run as: "nobody" when the tests run as root, else this process's own. */
export const UNPRIVILEGED_UID = 65534;

/** What `read-only-open.child.js` reports. */
export interface ChildReport {
  readonly read: { readOnly: boolean; runs: string[]; records: string[]; dropped: number } | { error: { name: string; code?: string; message: string } };
  readonly write: "opened" | { error: { name: string; code?: string; message: string } };
}

/**
 * Opens the store at `file` in a child process (see `read-only-open.child.js`) as an unprivileged user:
 * as "nobody" when this process is root, else as this process's user. It needs the package's build (dist/).
 */
export function openAsUnprivileged(file: string, driver: SqliteDriverName): Promise<ChildReport> {
  const user = isRoot() ? { uid: UNPRIVILEGED_UID, gid: UNPRIVILEGED_UID } : {};
  const child = spawn(process.execPath, [path.join(__dirname, "read-only-open.child.js"), file], { ...user, env: driverEnv(driver) });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(JSON.parse(stdout) as ChildReport) : reject(new Error(`read-only-open child ended with ${code}: ${stderr}`))));
  });
}
