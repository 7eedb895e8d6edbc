/**
 * Polls an async probe until it returns a value (not `undefined`), every `everyMs`, at most `polls` times;
 * then gives up with an error naming `what`. For state only reachable by asking (a run's pending
 * approvals behind Restate's ingress), where there is no event to await.
 */
export async function pollUntil<T>(what: string, probe: () => Promise<T | undefined>, { polls = 300, everyMs = 50 } = {}): Promise<T> {
  for (let poll = 0; poll < polls; poll++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`gave up waiting for ${what}`);
}
