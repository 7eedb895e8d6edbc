import { randomUUID } from "node:crypto";
import * as clients from "@restatedev/restate-sdk-clients";
import type { ApprovalDecision, DecidedApproval, PendingApproval } from "../approvals/approval-entry";
import { approvalsObject } from "../approvals/approvals-object";
import type { AgentRunInput } from "../service/agent-run-input";
import { toRestateCallError } from "./restate-call-error";

/** Awaits an ingress call, turning Restate's HTTP errors into `RestateCallError`s. */
async function call<T>(request: PromiseLike<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw toRestateCallError(error);
  }
}

/** Options of {@link RestateRuns}. */
export interface RestateRunsOptions {
  /** The Restate ingress URL, e.g. `http://127.0.0.1:8080`. */
  readonly ingressUrl: string;
  /** Headers sent with every request (authentication for a gateway in front of the ingress, say). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Where and how a run starts. */
export interface StartRunOptions {
  /** The object key, for an agent served as a virtual object (`keyedBy`). */
  readonly key?: string;
  /** Makes the start idempotent: the same key starts one run, however often it is sent. Default: a new UUID. */
  readonly idempotencyKey?: string;
  /** Invocation headers (context values the service reads from headers). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A started run: its id (the Restate invocation id). */
export interface StartedRun {
  readonly runId: string;
}

/**
 * A client for agent runs on Restate, usable from any process: start a run, wait for its result, see
 * what it waits for, and approve or decline in one call. Everything goes through Restate's ingress, so
 * the same can be done with plain HTTP (see the package README).
 *
 * @example
 * ```ts
 * const runs = new RestateRuns({ ingressUrl: "http://127.0.0.1:8080" });
 * const { runId } = await runs.start("Desk", "triage", { args: ["Refund my order A-1"] }, { key: "C-1" });
 * const [pending] = await runs.pending(runId);                // { request: { option: "refund", args, reason }, requestHash }
 * await runs.resume(runId, { approved: true, by: "alice", requestHash: pending.requestHash }); // the refund runs
 * await runs.result(runId);
 * ```
 */
export class RestateRuns {
  private readonly ingress: clients.Ingress;

  constructor(private readonly options: RestateRunsOptions) {
    this.ingress = clients.connect({ url: options.ingressUrl, headers: { ...options.headers } });
  }

  /** Starts a run of `service.handler` without waiting for it; resolves with its id. */
  async start(service: string, handler: string, input: AgentRunInput, options: StartRunOptions = {}): Promise<StartedRun> {
    const target = options.key === undefined ? this.ingress.serviceSendClient({ name: service }) : this.ingress.objectSendClient({ name: service }, options.key);
    const send = (target as unknown as Record<string, (input: unknown, opts: unknown) => Promise<clients.Send>>)[handler];
    const sent = await call(send(input, clients.rpc.sendOpts({ idempotencyKey: options.idempotencyKey ?? randomUUID(), headers: { ...options.headers } })));
    return { runId: sent.invocationId };
  }

  /** Waits for a run to finish and resolves with its result; rejects with a `RestateCallError` carrying the run's terminal error. */
  result<T = unknown>(runId: string): Promise<T> {
    return call(this.ingress.result<T>({ invocationId: runId, status: "Accepted", attachable: true }));
  }

  /** The approvals a run waits for (empty when it waits for none). */
  pending(runId: string): Promise<PendingApproval[]> {
    return call(this.ingress.objectClient(approvalsObject, runId).pending());
  }

  /** The approvals decided for a run: what was asked, who answered, when, and the note. */
  decided(runId: string): Promise<DecidedApproval[]> {
    return call(this.ingress.objectClient(approvalsObject, runId).decided());
  }

  /**
   * Approves or declines what a run waits for (its oldest pending approval, or `approvalId`). Approved,
   * the run dispatches the stored arguments; declined, the model is told (with the note) and picks again.
   * With `requestHash` (the pending approval's, as shown to the approver) a run that now waits for another
   * request refuses the decision (`RestateCallError`, status 409) and nothing changes. Of two concurrent
   * calls exactly one decides; the other rejects (status 404): nothing is pending any more.
   */
  resume(runId: string, decision: ApprovalDecision): Promise<DecidedApproval> {
    return call(this.ingress.objectClient(approvalsObject, runId).decide(decision));
  }

  /** The ingress URL this client talks to. */
  get ingressUrl(): string {
    return this.options.ingressUrl;
  }
}
