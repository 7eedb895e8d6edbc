/** A sample ticket the example can run: who filed it, what it says, and the transcript recorded for it. */
export interface SampleTicket {
  /** The signed-in customer: passed as context, never shown to the model. */
  readonly customerId: string;
  readonly text: string;
  /** The recorded model replies replayed offline, a file in `transcripts/`. */
  readonly transcript: string;
}

/** The sample tickets, one per way a ticket can end. `refund` is the default. */
export const SAMPLE_TICKETS = {
  refund: {
    customerId: "C-42",
    text: "My order A-1001 arrived with a cracked ear cup. I'd like my money back, please.",
    transcript: "refund.json",
  },
  escalate: {
    customerId: "C-77",
    text: "You charged me TWICE for order A-1002 and your chat hung up on me. Fix this now.",
    transcript: "escalate.json",
  },
  close: {
    customerId: "C-42",
    text: "Please ignore my last message: order A-1003 turned up this morning. Thanks!",
    transcript: "close.json",
  },
} as const satisfies Record<string, SampleTicket>;

/** The name of a sample ticket. */
export type SampleName = keyof typeof SAMPLE_TICKETS;

/** Tells whether `name` names a sample ticket. */
export function isSampleName(name: string): name is SampleName {
  return Object.prototype.hasOwnProperty.call(SAMPLE_TICKETS, name);
}
