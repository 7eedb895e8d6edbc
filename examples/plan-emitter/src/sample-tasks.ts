/** A sample task the example can run, and the transcript recorded for it. */
export interface SampleTask {
  readonly task: string;
  /** The recorded model replies replayed offline, a file in `transcripts/`. */
  readonly transcript: string;
}

/** The sample tasks: a plan, a plan that needs a re-pick, and a task to give up on. `plan` is the default. */
export const SAMPLE_TASKS = {
  plan: { task: "Turn on debug logging in staging.", transcript: "plan.json" },
  repick: { task: "Fix the typo in the README's install command and make sure the docs still build.", transcript: "repick.json" },
  "give-up": { task: "Order pizza for the team.", transcript: "give-up.json" },
} as const satisfies Record<string, SampleTask>;

/** The name of a sample task. */
export type SampleName = keyof typeof SAMPLE_TASKS;

/** Tells whether `name` names a sample task. */
export function isSampleName(name: string): name is SampleName {
  return Object.prototype.hasOwnProperty.call(SAMPLE_TASKS, name);
}
