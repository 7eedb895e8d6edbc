import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { requestHash } from "@agentic-ts/core";
import type { ReplayOutcome } from "./replay-case";
import type { ReplayRequest } from "./replay-request";

/**
 * Replay outcomes kept on disk, one JSON file per key, so that running the same cases against the same
 * runtime again asks the model nothing. A key covers everything the model's answer depends on: the
 * runtime (its spec, endpoint and model), the system text, the prompt, the menu text, the pick mode, the
 * settings, the re-pick limit and which repeat it is. An outcome that failed (not a bad pick: an error) is
 * never kept. `undefined` dir: no cache (`--no-cache`).
 */
export class EvalCache {
  constructor(private readonly dir: string | undefined) {}

  /** The key of one replay. */
  static key(runtimeIdentity: string, model: string | undefined, request: ReplayRequest, maxRetries: number | undefined, repeat: number): string {
    const { system, input, menu, pickMode, settings, turn } = request;
    const tools = turn?.recorded ?? null;
    return requestHash({ runtime: runtimeIdentity, model: model ?? null, system: system ?? null, input, menu, pickMode, settings: settings ?? null, tools, maxRetries: maxRetries ?? null, repeat });
  }

  /** The outcome kept under `key`, if any (an unreadable file counts as none). */
  get(key: string): ReplayOutcome | undefined {
    if (this.dir === undefined) return undefined;
    try {
      return JSON.parse(readFileSync(this.file(key), "utf8")) as ReplayOutcome;
    } catch {
      return undefined;
    }
  }

  /** Keeps an outcome (written whole or not at all: a temp file renamed into place). */
  set(key: string, outcome: ReplayOutcome): void {
    if (this.dir === undefined || outcome.error !== undefined) return;
    mkdirSync(this.dir, { recursive: true });
    const temp = `${this.file(key)}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(outcome));
    renameSync(temp, this.file(key));
  }

  private file(key: string): string {
    return path.join(this.dir!, `${key}.json`);
  }
}
