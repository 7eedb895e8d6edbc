import * as restate from "@restatedev/restate-sdk";
import type { ApprovalDecision, ApprovalOutcome, DecidedApproval, PendingApproval } from "./approval-entry";
import { readVerdict } from "./read-verdict";

/** The Restate name of the approvals object: one object per run, keyed by the run's invocation id. */
export const APPROVALS_SERVICE = "AgenticApprovals";

const PENDING = "pending";
const DECIDED = "decided";

// Only the run itself may say what it waits for and what it acted on: these two are unreachable from the
// ingress (a caller who could register would make an approver see a request the run never made).
const RUN_ONLY = { ingressPrivate: true } as const;

/**
 * The virtual object that holds a run's approvals, keyed by run id. What an approver calls — `pending`
 * (what waits, with each request's `requestHash`), `decide`, and `decided` (what was asked and what the
 * run acted on) — is public; `register` and `record`, which the run sends, are private to the cluster.
 * `decide` is exclusive per run, so of two concurrent decisions exactly one resolves the awakeable and the
 * other finds nothing pending.
 */
export const approvalsObject = restate.object({
  name: APPROVALS_SERVICE,
  handlers: {
    register: restate.handlers.object.exclusive(RUN_ONLY, async (ctx: restate.ObjectContext, entry: PendingApproval): Promise<void> => {
      const pending = (await ctx.get<PendingApproval[]>(PENDING)) ?? [];
      if (!pending.some((p) => p.approvalId === entry.approvalId)) ctx.set(PENDING, [...pending, entry]);
    }),

    // The run's own account of the verdict it acted on: it replaces what `decide` wrote, and covers a
    // verdict that reached the awakeable some other way (Restate's awakeable API), which `decide` never saw.
    record: restate.handlers.object.exclusive(RUN_ONLY, async (ctx: restate.ObjectContext, acted: DecidedApproval): Promise<void> => {
      const pending = (await ctx.get<PendingApproval[]>(PENDING)) ?? [];
      if (pending.some((p) => p.approvalId === acted.approvalId)) ctx.set(PENDING, pending.filter((p) => p.approvalId !== acted.approvalId));
      const decided = (await ctx.get<DecidedApproval[]>(DECIDED)) ?? [];
      const at = decided.findIndex((d) => d.approvalId === acted.approvalId);
      ctx.set(DECIDED, at < 0 ? [...decided, acted] : decided.map((d, i) => (i === at ? acted : d)));
    }),

    pending: restate.handlers.object.shared(async (ctx: restate.ObjectSharedContext): Promise<PendingApproval[]> => {
      return (await ctx.get<PendingApproval[]>(PENDING)) ?? [];
    }),

    decided: restate.handlers.object.shared(async (ctx: restate.ObjectSharedContext): Promise<DecidedApproval[]> => {
      return (await ctx.get<DecidedApproval[]>(DECIDED)) ?? [];
    }),

    decide: async (ctx: restate.ObjectContext, decision: ApprovalDecision | null | undefined): Promise<DecidedApproval> => {
      const given = typeof decision === "object" && decision !== null ? (decision as Partial<Record<keyof ApprovalDecision, unknown>>) : {};
      const pending = (await ctx.get<PendingApproval[]>(PENDING)) ?? [];
      const entry = given.approvalId !== undefined ? pending.find((p) => p.approvalId === given.approvalId) : pending[0];
      if (!entry) throw new restate.TerminalError(`Run ${ctx.key} has no pending approval${given.approvalId !== undefined ? ` ${String(given.approvalId)}` : ""}.`, { errorCode: 404 });
      if (given.requestHash !== undefined && given.requestHash !== entry.requestHash) {
        throw new restate.TerminalError(
          `Run ${ctx.key} waits for approval of request ${entry.requestHash.slice(0, 12)}, not ${String(given.requestHash).slice(0, 12)}: ` +
            `the request changed since it was shown. Nothing was recorded; look at the pending request again.`,
          { errorCode: 409 },
        );
      }
      // The decision names the pending request (or names none, as core allows): the verdict carries its hash.
      const now = new Date(await ctx.date.now()).toISOString();
      const verdict: ApprovalOutcome = readVerdict({ ...given, at: now, requestHash: entry.requestHash }, entry.requestHash, now);
      ctx.resolveAwakeable(entry.approvalId, verdict);
      ctx.set(PENDING, pending.filter((p) => p !== entry));
      const decided: DecidedApproval = { ...entry, verdict };
      ctx.set(DECIDED, [...((await ctx.get<DecidedApproval[]>(DECIDED)) ?? []), decided]);
      return decided;
    },
  },
});
