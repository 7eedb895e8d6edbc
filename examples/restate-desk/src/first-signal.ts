/**
 * Resolves with the first of `signals` this process receives. Its handlers are installed at once and stay
 * until {@link endBySignal}, so a second Ctrl-C while the process is shutting down is ignored instead of
 * killing it half-way (which would leave what it started running).
 */
export function firstSignal(signals: readonly NodeJS.Signals[]): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    for (const signal of signals) process.on(signal, () => resolve(signal));
  });
}

/**
 * Ends this process by `signal` once its own clean-up is done: removes the handlers and sends the signal
 * to itself, so whoever started it sees it ended by that signal (a shell prints 130 or 143; npm, which
 * forwarded the signal, ends by it too and prints no error).
 */
export function endBySignal(signal: NodeJS.Signals, exitCode: number): void {
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
  // Should the signal not end the process (a handler this file did not install), exit the shell's way.
  setTimeout(() => process.exit(exitCode), 1_000);
}
