import * as restate from "@restatedev/restate-sdk";
import type { ApprovalDecision, ApprovalOutcome, DecidedApproval, PendingApproval } from "./approval-entry";

/** The Restate name of the approvals object: one object per run, keyed by the run's invocation id. */
export const APPROVALS_SERVICE = "AgenticApprovals";

const PENDING = "pending";
const DECIDED = "decided";

/**
 * The virtual object that holds a run's approvals, keyed by run id. A suspended run registers its
 * awakeable here (`register`); anyone can read what waits (`pending`) and decide (`decide`), from any
 * process. `decide` is exclusive per run, so of two concurrent decisions exactly one resolves the
 * awakeable and the other finds nothing pending.
 */
export const approvalsObject = restate.object({
  name: APPROVALS_SERVICE,
  handlers: {
    register: async (ctx: restate.ObjectContext, entry: PendingApproval): Promise<void> => {
      const pending = (await ctx.get<PendingApproval[]>(PENDING)) ?? [];
      if (!pending.some((p) => p.approvalId === entry.approvalId)) ctx.set(PENDING, [...pending, entry]);
    },

    pending: restate.handlers.object.shared(async (ctx: restate.ObjectSharedContext): Promise<PendingApproval[]> => {
      return (await ctx.get<PendingApproval[]>(PENDING)) ?? [];
    }),

    decided: restate.handlers.object.shared(async (ctx: restate.ObjectSharedContext): Promise<DecidedApproval[]> => {
      return (await ctx.get<DecidedApproval[]>(DECIDED)) ?? [];
    }),

    decide: async (ctx: restate.ObjectContext, decision: ApprovalDecision): Promise<DecidedApproval> => {
      if (typeof decision?.approved !== "boolean") throw new restate.TerminalError("decide: `approved` must be true or false.", { errorCode: 400 });
      const pending = (await ctx.get<PendingApproval[]>(PENDING)) ?? [];
      const entry = decision.approvalId ? pending.find((p) => p.approvalId === decision.approvalId) : pending[0];
      if (!entry) throw new restate.TerminalError(`Run ${ctx.key} has no pending approval${decision.approvalId ? ` ${decision.approvalId}` : ""}.`, { errorCode: 404 });
      const verdict: ApprovalOutcome = {
        approved: decision.approved,
        ...(decision.by !== undefined && { by: decision.by }),
        ...(decision.note !== undefined && { note: decision.note }),
        at: new Date(await ctx.date.now()).toISOString(),
      };
      ctx.resolveAwakeable(entry.approvalId, verdict);
      ctx.set(PENDING, pending.filter((p) => p !== entry));
      const decided: DecidedApproval = { ...entry, verdict };
      ctx.set(DECIDED, [...((await ctx.get<DecidedApproval[]>(DECIDED)) ?? []), decided]);
      return decided;
    },
  },
});
