import { fork, type ChildProcess } from "node:child_process";
import * as path from "node:path";
import type { RunRecord, StepRecord } from "@agentic-ts/core";
import type { SqliteDriverName } from "../sqlite-driver-name";
import { driverEnv } from "./each-driver";

const CHILD = path.join(__dirname, "hold-write-lock.child.js");

/** Another process holding a store file's write lock (see `hold-write-lock.child.js`). */
export interface LockHolder {
  readonly process: ChildProcess;
  /** Resolves once the child holds the lock (it has written its row, not committed). */
  readonly locked: Promise<void>;
  /** Tells the child to commit; resolves once it has committed and released the lock. */
  commit(): Promise<void>;
  /** Tells the child to commit and exit without closing the file (its row stays in the -wal); resolves once it has exited. */
  crash(): Promise<void>;
}

/** Starts a child process that takes the write lock of the store at `file` (opened with `driver`) and holds it until `commit()`. */
export function holdWriteLock(file: string, driver: SqliteDriverName): LockHolder {
  const child = fork(CHILD, [file], { stdio: ["ignore", "inherit", "inherit", "ipc"], env: driverEnv(driver) });
  const heard = (what: string): Promise<void> =>
    new Promise((resolve, reject) => {
      const onMessage = (message: unknown): void => {
        if (message !== what) return;
        child.off("exit", onExit);
        resolve();
      };
      const onExit = (code: number | null): void => reject(new Error(`the lock holder ended (${code}) before saying "${what}"`));
      child.on("message", onMessage);
      child.once("exit", onExit);
    });
  const locked = heard("locked");
  return {
    process: child,
    locked,
    commit: () => {
      const committed = heard("committed");
      child.send("commit");
      return committed;
    },
    crash: () => {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.send("crash");
      return exited;
    },
  };
}

/** A durable run record for the lock tests. */
export function runRecord(id: string, version = 1, status: RunRecord["status"] = "running"): RunRecord {
  const at = new Date().toISOString();
  return { id, agent: "Desk", method: "triage", args: [], status, approvals: [], owner: "w-1", executions: 1, version, createdAt: at, updatedAt: at };
}

/** A journal step of `runId` for the lock tests. */
export function stepRecord(runId: string, stepId: string): StepRecord {
  return { runId, stepId, kind: "model_call", name: "complete", requestHash: "h", result: { text: stepId }, at: new Date().toISOString() };
}
