import { MemoryStore, Runs, type RunRecord, type RunStore } from "@agentic-ts/core";
import type { SampleTicket } from "./sample-tickets";
import { TicketDesk, type TicketOutcome } from "./ticket-desk";

/** Who approves in the demo, and what they note. */
export const DEMO_SUPERVISOR = { by: "demo-supervisor", note: "Photo of the damage checked." } as const;

/**
 * Handles a ticket as a durable run: when the model picks a refund that needs approval the run suspends
 * (printed), a supervisor approves it (the demo does so at once; in a service it is `agentic runs
 * approve`, an endpoint, or another process), and the resumed run dispatches the refund — its model
 * calls and lookups answered from the run's journal, not repeated.
 */
export async function handleDurably(desk: TicketDesk, sample: SampleTicket, print: (text: string) => void, store: RunStore = new MemoryStore()): Promise<TicketOutcome> {
  const runs = new Runs({ store, runtime: desk.runtime, agents: [desk] });
  let run: RunRecord = await runs.start(TicketDesk, "handleTicket", [sample.text, sample.customerId]);
  if (run.status === "suspended" && run.pending) {
    const { option, args, reason } = run.pending;
    print(`\n── Run ${run.id} suspended: ${option}(${JSON.stringify(args)}) waits for approval (${reason ?? "approval required"})`);
    run = await runs.resume(run.id, { approved: true, ...DEMO_SUPERVISOR });
    print(`── Approved by ${DEMO_SUPERVISOR.by} ("${DEMO_SUPERVISOR.note}"); the run resumed from its journal and is ${run.status}`);
  }
  if (run.status !== "completed") throw new Error(`The run ${run.status}${run.error ? `: ${run.error.name}: ${run.error.message}` : ""}`);
  return run.result as TicketOutcome;
}
