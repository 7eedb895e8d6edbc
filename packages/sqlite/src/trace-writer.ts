import type Database from "better-sqlite3";
import type { StoredTraceNode } from "@agentic-ts/core";
import { RunTally } from "./run-tally";
import { storedStates } from "./shared-menus";
import type { NodeState } from "./trace-rows";
import { TraceTexts } from "./trace-texts";

/** A buffer holding this many node writes is flushed on the next event-loop turn instead of waiting for the batch timer. */
const MAX_BATCH = 2000;

/** One run's part of the buffer: the latest state of each node written since the last flush, in first-write order. */
interface RunBuffer {
  readonly pid: number;
  readonly nodes: Map<number, NodeState>;
}

const RUN_COLUMNS =
  "run_id, pid, root_id, root_kind, root_name, status, started_at, ended_at, duration_ms, nodes, decisions, model_calls, input_tokens, output_tokens, bytes";
// The run's head fields change only with the node that is its head; the counts add up.
const HEAD_FIELDS = ["root_kind", "root_name", "status", "started_at", "ended_at", "duration_ms"];
const UPSERT_RUN =
  `INSERT INTO trace_runs (${RUN_COLUMNS}) VALUES (${RUN_COLUMNS.replace(/\w+/g, "?")}) ON CONFLICT (run_id) DO UPDATE SET ` +
  [
    ...HEAD_FIELDS.map((c) => `${c} = CASE WHEN root_id = excluded.root_id THEN excluded.${c} ELSE ${c} END`),
    ...["nodes", "decisions", "model_calls", "input_tokens", "output_tokens", "bytes"].map((c) => `${c} = ${c} + excluded.${c}`),
  ].join(", ");

/**
 * The write side of the SQLite trace store. `write` only copies the node's state into a buffer (per run,
 * the latest state of each node wins) and arms one flush `batchMs` later (the next event-loop turn for 0,
 * or as soon as the buffer is large). A flush stores the whole buffer in one transaction, and each run in
 * it as two statements whatever its number of nodes: a `trace_batches` row with its nodes' states as one
 * JSON array (a decision's menu, which recurs call after call, in `trace_texts` once: see
 * {@link storedStates}), and an upsert of its `trace_runs` row's head and counts. A commit costs far more than a row, and a row (with its index entry) far more
 * than its bytes.
 *
 * What is buffered is lost if the process is killed or crashes before the next flush (at most `batchMs`
 * of writes, the crash window); the store flushes on `close()` and on the process's `exit` event.
 */
export class TraceWriter {
  private buffer = new Map<string, RunBuffer>();
  private buffered = 0;
  private timer: NodeJS.Timeout | undefined;
  private soon: NodeJS.Immediate | undefined;
  private readonly tally = new RunTally();
  private readonly texts: TraceTexts;
  private readonly insertBatch: Database.Statement<[number, number, string, number, string]>;
  private readonly upsertRun: Database.Statement<unknown[]>;
  private readonly writeBatch: Database.Transaction<(batch: Map<string, RunBuffer>) => void>;
  /** Node writes stored so far (after coalescing), for periodic upkeep. */
  written = 0;
  // A background flush's failure, kept for the next `flush()` to reject with.
  private failed: unknown;

  constructor(
    db: Database.Database,
    private readonly batchMs: number,
    private readonly onError: (error: unknown) => void,
  ) {
    this.insertBatch = db.prepare("INSERT INTO trace_batches (seq, last_seq, run_id, pid, nodes) VALUES (?, ?, ?, ?, ?)");
    this.upsertRun = db.prepare(UPSERT_RUN);
    this.texts = new TraceTexts(db);
    const readSeq = db.prepare<[], number>("SELECT seq FROM trace_seq WHERE id = 1").pluck();
    const writeSeq = db.prepare<[number]>("INSERT INTO trace_seq (id, seq) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET seq = excluded.seq");
    this.writeBatch = db.transaction((batch) => {
      // Under the write lock: no other process takes seq numbers until this commits.
      let seq = readSeq.get() ?? 0;
      const now = Date.now();
      const idOf = (text: string): number => this.texts.idOf(text, now);
      // Also after a failed batch, whose texts may have been rolled back: each is checked again.
      this.texts.endBatch();
      for (const [runId, run] of batch) {
        const states = [...run.nodes.values()];
        const json = JSON.stringify(storedStates(states, idOf));
        this.insertBatch.run(seq + 1, seq + states.length, runId, run.pid, json);
        seq += states.length;
        const d = this.tally.add(runId, states);
        if (!d) continue;
        const h = d.head;
        this.upsertRun.run(runId, run.pid, h.id, h.kind, h.name, h.status, h.startedAt, h.endedAt ?? null, h.durationMs ?? null,
          d.nodes, d.decisions, d.modelCalls, d.inputTokens, d.outputTokens, json.length);
      }
      writeSeq.run(seq);
    });
  }

  /** Buffers the node's current state: the trace's object itself, which it never changes after the write. */
  write(node: StoredTraceNode): void {
    let run = this.buffer.get(node.runId);
    if (!run) this.buffer.set(node.runId, (run = { pid: node.pid, nodes: new Map() }));
    run.nodes.set(node.id, node);
    if (this.batchMs <= 0 || ++this.buffered >= MAX_BATCH) this.soon ??= setImmediate(() => this.flushNow());
    // Unref'd: a pending batch never keeps the process alive (the store flushes on exit).
    else this.timer ??= setTimeout(() => this.flushNow(), this.batchMs).unref();
  }

  /** Writes the buffer in one transaction now; a failure goes to `onError` and is returned. */
  flushNow(): unknown {
    this.disarm();
    if (this.buffer.size === 0) return undefined;
    const batch = this.buffer;
    this.buffer = new Map();
    this.buffered = 0;
    try {
      this.writeBatch.immediate(batch);
      for (const run of batch.values()) this.written += run.nodes.size;
      return undefined;
    } catch (error) {
      this.onError(error);
      this.failed = error ?? new Error("trace write failed");
      return this.failed;
    }
  }

  /** Flushes now; returns (and forgets) the first failure since the last call: this flush's or a background one. */
  flushAndTakeError(): unknown {
    this.flushNow();
    const failed = this.failed;
    this.failed = undefined;
    return failed;
  }

  /** Forgets the nodes stored while running (after retention deleted runs). */
  forgetRuns(): void {
    this.tally.forget();
  }

  /** Drops anything buffered and the pending flush. */
  discard(): void {
    this.disarm();
    this.buffer.clear();
    this.buffered = 0;
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.soon) clearImmediate(this.soon);
    this.timer = undefined;
    this.soon = undefined;
  }
}
