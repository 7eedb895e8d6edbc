/**
 * Polls `condition` every `everyMs` milliseconds until it holds; gives up after `polls` polls with an
 * error naming the condition, so a failing test leaves no poll behind.
 */
export async function until(condition: () => boolean, { polls = 1000, everyMs = 5 } = {}): Promise<void> {
  for (let poll = 0; !condition(); poll++) {
    if (poll === polls) throw new Error(`gave up waiting for ${condition.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
