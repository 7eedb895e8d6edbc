/**
 * The instruction `exec` appends (before the menu) when it is given `choices`: work first, then end the
 * final reply with one JSON pick. `decision.make` does not add it; its prompt must ask for the pick.
 */
export const DECISION_FINISH_INSTRUCTION =
  "When you have finished the work above, end your final reply by picking the next step from the options " +
  'below: one JSON object {"call": "<option name>", "args": {...}}. The JSON pick must be the last thing in ' +
  "your reply.";
